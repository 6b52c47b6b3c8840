import Geometry
import Raster
import Timeline

/// A view modifier and its (animatable) parameters.
public enum ModifierNode: Equatable, Sendable {
    // MARK: Layout

    /// A layout modifier (one type per modifier in `Layout/Modifiers/`): padding, frames, an
    /// aspect ratio, overlays, a position, alignment guides, the safe area, masks. Each
    /// modifier's file gives its constructor (`ModifierNode.padding(insets)`).
    case layout(AnyLayoutModifier)

    // MARK: Environment

    /// A change of the environment of the views below (one type per modifier in
    /// `Layout/EnvironmentModifiers/`): colour, font, weight, text alignment and style, line
    /// limit, redaction. Each modifier's file gives its constructor (`ModifierNode.font(font)`).
    case environment(AnyEnvironmentModifier)

    // MARK: Drawing effects

    /// A drawing effect (one type per effect in `Effects/`): changes how the view is drawn, not
    /// its layout. Each effect's file gives its constructor (`ModifierNode.opacity(0.5)`).
    case effect(AnyDrawingEffect)

    // MARK: Animation

    /// `.animation(_:value:)`: when `value` differs between two snapshots, the changes of the
    /// view (written before the modifier) animate with `animation` (nil: at once) instead of
    /// the transaction's animation. A nil `value` is the deprecated `.animation(_:)`, which
    /// applies to every change.
    case animation(AnimationTiming?, value: AnimationTrigger?)
    /// `.transaction(_:)`: the changes of the view (written before the modifier) animate with
    /// what the scene's function makes of the animation they would have.
    case transaction(TransactionTransform)
    /// `.transition(_:)`: how the view enters and leaves when an `if` inserts or removes it.
    case transition(ViewTransition)
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
    /// `.geometryGroup()`: the view's position is resolved and animated here, before its
    /// descendants get theirs: a view inserted inside it while its frame animates moves with it
    /// from where it is, instead of appearing at its place in the end.
    case geometryGroup
    /// `.animation(_:body:)`: the last `effects` drawing effects of the view (those its body
    /// wrote) animate with `animation` (nil: at once) on every change, whatever the change's
    /// animation; nothing else of the view does.
    case scopedAnimation(AnimationTiming?, effects: Int)
}
