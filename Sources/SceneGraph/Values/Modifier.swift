import Geometry
import Raster
import Timeline

/// A view modifier and its (animatable) parameters.
public enum Modifier: Equatable, Sendable {
    // MARK: Layout

    /// A fixed frame; a nil dimension takes the child's size. The child is placed by `alignment`.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` is allowed for the maxima.
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    /// Places the view's centre at (x, y) in its parent's coordinates; takes the whole proposal.
    case position(x: Double, y: Double)
    /// Another view laid out in this view's frame, drawn in front.
    case overlay(View, alignment: Alignment)
    /// Another view laid out in this view's frame, drawn behind.
    case background(View, alignment: Alignment)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`; nil ratio: the
    /// child's own (ideal) ratio.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// Proposes nil (ideal size) in the fixed dimensions.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.alignmentGuide(_:computeValue:)`: moves one of the view's guides, which stacks, frames,
    /// overlays and grids align it by; its size and drawing stay.
    case alignmentGuide(AlignmentGuide)
    /// Lays the view out extended into the safe area's insets on the edges set, where its frame
    /// reaches the safe area's edge (insets are 0 unless a device preset sets them).
    case ignoresSafeArea(SafeAreaEdges)

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
    /// `.environment(\.layoutDirection, …)`: right to left mirrors the layout inside (stacks
    /// run from the right, leading is the right edge), not the drawing of texts, images and
    /// shapes.
    case layoutDirection(rightToLeft: Bool)
    /// Environment: one text modifier (`.tracking`, `.italic()`, `.underline()` …) for the text
    /// below.
    case textStyle(TextStyle.Change)

    // MARK: Drawing effects

    /// A drawing effect (one type per effect in `Effects/`): changes how the view is drawn, not
    /// its layout. Each effect's file gives its constructor (`Modifier.opacity(0.5)`).
    case effect(AnyDrawingEffect)
    /// Keeps the content where `mask` (laid out in the view's frame) is opaque.
    case mask(View, alignment: Alignment)
    /// Keeps the content where `mask` is transparent.
    case inverseMask(View, alignment: Alignment)
    /// Clips as a scroll view does: to its frame, extended into the safe area on the edges set
    /// where the frame reaches it (content scrolls on under the status bar and the home
    /// indicator; at rest it starts inside the safe area).
    case scrollClip(SafeAreaEdges)

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

/// How `aspectRatio` fits content into the proposal.
public enum ContentMode: Hashable, Sendable {
    case fit
    case fill
}

/// Alignment of the lines of multi-line text.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// The parameters of a flexible frame; nil means unconstrained.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
