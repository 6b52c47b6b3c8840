internal import SceneGraph

/// A coordinate space `GeometryProxy.frame(in:)` measures in.
public enum CoordinateSpace: Hashable {
    /// The screen's: the canvas's top-leading corner is its origin.
    case global
    /// The view's own: its top-leading corner is the origin.
    case local
    /// The one of the nearest view around, named so with `.coordinateSpace(name:)`.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as a type (iOS 17): `.global`, `.local`, `.named("…")`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space a view names with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension View {
    /// Names this view's coordinate space for `frame(in: .named(name))` in views inside it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}

/// `.coordinateSpace(name:)`: the view reports its frame, which views inside measure from.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let key = context.graph.nameCoordinateSpace(name, at: context.path)
        // Only views inside read the space, and they are lowered before it: when none of them
        // (nor anything before) reads geometry, no layout is made during evaluation.
        guard context.graph.needsGeometry else { return content }
        return content.modified(.reportsFrame(key: key))
    }
}
