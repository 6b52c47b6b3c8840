/// A property wrapper giving a view a namespace for `matchedGeometryEffect` ids: SwiftUI's
/// `@Namespace`. Its id stays the same for the view's place in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let location = NamespaceLocation()

    public init() {}

    /// The namespace's id.
    public var wrappedValue: Namespace.ID { location.id }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

extension Namespace: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        var hasher = Hasher()
        hasher.combine(context.path)
        hasher.combine(property)
        location.id = Namespace.ID(value: hasher.finalize())
    }
}

/// Where a `Namespace` keeps the id of its place once it is bound.
final class NamespaceLocation: @unchecked Sendable {
    var id = Namespace.ID(value: 0)
}
