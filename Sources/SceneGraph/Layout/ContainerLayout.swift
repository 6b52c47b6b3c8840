import Geometry

/// How a container sizes and places its children: SceneGraph's form of SwiftUI's `Layout`.
/// The stacks, the grids, `GridRow`, `ViewThatFits` and a scene's own `Layout` (adapted by the
/// `SwiftUI` module) conform; a container view (`ViewNode.container`) holds one.
///
/// A layout is called during a layout pass, from the thread laying the snapshot out. It measures
/// its children through ``LayoutChild/sizeThatFits(_:)`` (memoised by the pass, so it can ask
/// again at any proposal), and keeps what it wants between calls in its `Cache`: one per
/// container per pass, made by ``makeCache(children:)`` the first time the container is laid
/// out.
public protocol ContainerLayout: Sendable {
    associatedtype Cache = Void

    /// The cache for `children`, made once per container per layout pass.
    func makeCache(children: LayoutChildren) throws -> Cache

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Cache) throws -> Size

    /// Each child's frame in the container's coordinates (`bounds` is where the container is,
    /// `proposal` what it was sized for), or nil for a child it does not show.
    func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Cache)
        throws -> [Rect?]

    /// Where the container sets guide `key` itself in `bounds`, from its origin; nil where it
    /// keeps the default. By default: the guides its children set, combined as SwiftUI's stacks
    /// combine them (``LayoutChildren/combinedGuide(_:frames:)``).
    func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Cache
    ) throws -> Double?

    /// The spacing the container has on its edges for its neighbours in a stack. By default, as
    /// SwiftUI's `Layout`: its present children's merged on every edge (zero with none).
    func spacing(children: LayoutChildren) -> EdgeSpacing

    /// Whether the container may set a guide none of its children sets (a scene's layout
    /// answering `explicitAlignment`): its guides are then always asked for.
    var setsGuidesOfItsOwn: Bool { get }

    /// The axis the container stacks its children along, which they see as their stack's
    /// (a `Divider` is drawn across it); nil for none.
    var stackOrientation: StackAxis? { get }

    /// Whether `other` is the same layout (a snapshot whose layout changed differs from the last).
    func isEqual(to other: any ContainerLayout) -> Bool
}

extension ContainerLayout where Cache == Void {
    public func makeCache(children: LayoutChildren) throws {}
}

extension ContainerLayout where Self: Equatable {
    public func isEqual(to other: any ContainerLayout) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension ContainerLayout {
    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Cache
    ) throws -> Double? {
        let frames = try placeChildren(
            in: Rect(origin: .zero, size: bounds.size), proposal: proposal, children: children, cache: &cache)
        return try children.combinedGuide(key, frames: frames)
    }

    public func spacing(children: LayoutChildren) -> EdgeSpacing {
        let present = children.filter { !$0.isAbsent }
        guard let first = present.first else { return .zero }
        return present.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    public var setsGuidesOfItsOwn: Bool { false }

    public var stackOrientation: StackAxis? { nil }
}

/// The axis a stack lays its children out along.
public enum StackAxis: Hashable, Sendable {
    case horizontal, vertical
}
