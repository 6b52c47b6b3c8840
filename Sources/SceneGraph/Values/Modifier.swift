import Geometry
import Raster
import Timeline

/// A view modifier and its (animatable) parameters.
public enum Modifier: Equatable, Sendable {
    // MARK: Layout

    /// A layout modifier (one type per modifier in `Layout/Modifiers/`): padding, frames, an
    /// aspect ratio, overlays, a position, alignment guides, the safe area, masks. Each
    /// modifier's file gives its constructor (`Modifier.padding(insets)`).
    case layout(AnyLayoutModifier)

    // MARK: Environment

    /// Environment: colour of text and of shapes filled with `.foreground`.
    case foregroundColor(Color)
    /// Environment: style (colour or gradient) of text and of shapes filled with `.foreground`.
    case foregroundStyle(ShapeStyle)
    /// Environment: font of text below.
    case font(Font)
    /// Environment: overrides the weight of text below (`.bold()` is `.fontWeight(.bold)`).
    case fontWeight(Font.Weight)
    /// Environment: alignment of the lines of multi-line text.
    case multilineTextAlignment(TextAlignment)
    /// Environment: most lines of text (nil: no limit).
    case lineLimit(Int?)
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false): whether texts and
    /// symbols inside are drawn as placeholder bars.
    case redacted(Bool)
    /// Environment: one text modifier (`.tracking`, `.italic()`, `.underline()` …) for the text
    /// below.
    case textStyle(TextStyle.Change)

    // MARK: Drawing effects

    /// A drawing effect (one type per effect in `Effects/`): changes how the view is drawn, not
    /// its layout. Each effect's file gives its constructor (`Modifier.opacity(0.5)`).
    case effect(AnyDrawingEffect)

    // MARK: Animation

    /// `.animation(_:value:)`: when `value` differs between two snapshots, the changes of the
    /// view (written before the modifier) animate with `animation` (nil: at once) instead of
    /// the transaction's animation. A nil `value` is the deprecated `.animation(_:)`, which
    /// applies to every change.
    case animation(Animation?, value: AnimationTrigger?)
    /// `.transition(_:)`: how the view enters and leaves when an `if` inserts or removes it.
    case transition(Transition)
    /// Marks the branch of an `if`/`else` or `switch` that built the view: views built by
    /// different branches are different views, which transition rather than blend.
    case branch(Int)
    /// `.matchedGeometryEffect(id:in:)`: when a view with this id is removed and another with
    /// it inserted in one animated change, each moves and scales from its frame to the other's.
    case matchedGeometry(id: Int)

    // MARK: Layout traits

    /// `.layoutPriority(_:)`: a stack sizes its higher-priority children first, offering them
    /// what is left after the minimum lengths of the lower-priority ones.
    case layoutPriority(Double)
    /// `.zIndex(_:)`: siblings in a stack are drawn in increasing order of it (ties in their
    /// order), not their layout's.
    case zIndex(Double)
    /// The view's place among its stack's children for identity, where that is not its position
    /// (on the outermost modifier of a child). SwiftUI identifies a view by its slot in the view
    /// builder that wrote it: the views an `if` inserts share the `if`'s slot, so the views after
    /// it keep theirs, and move rather than cross-fade.
    case identity(Int)
    /// How a `Grid` treats the view as one of its cells (`.gridCellColumns`,
    /// `.gridColumnAlignment`, `.gridCellAnchor`, `.gridCellUnsizedAxes`).
    case gridCell(GridCellTrait)
    /// Records the frame the view is placed in under `key` (`LayoutEngine.reportedFrames`), for a
    /// scene whose views read geometry (preferences, anchors, `onGeometryChange`, named
    /// coordinate spaces); no layout or drawing of its own.
    case reportsFrame(key: Int)
}

/// Alignment of the lines of multi-line text.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}
