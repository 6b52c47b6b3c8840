import Geometry

/// The size a parent offers a child; nil in a dimension asks for the child's ideal size.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Ask for the ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}
