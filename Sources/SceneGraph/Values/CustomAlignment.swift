/// An alignment a scene declares (SwiftUI's `AlignmentID`): its identity and where a view that
/// does not set it has it, computed from the view's dimensions.
public struct CustomAlignment: Hashable, Sendable {
    /// The declaring type's identity: two alignments are equal when they name the same type.
    public var id: ObjectIdentifier
    /// The guide of a view that sets none, from its size (and the guides it sets).
    public var defaultValue: @Sendable (GuideDimensions) -> Double

    public init(id: ObjectIdentifier, defaultValue: @escaping @Sendable (GuideDimensions) -> Double) {
        self.id = id
        self.defaultValue = defaultValue
    }

    public static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
