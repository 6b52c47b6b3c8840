internal import SceneGraph

/// A size a parent offers a child: each dimension a length, or nil for "your ideal size"
/// (infinity asks for the most the view takes).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions 0: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with its nil dimensions replaced by `size`'s (10 × 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ engine: ProposedSize) {
        self.init(width: engine.width.map { CGFloat($0) }, height: engine.height.map { CGFloat($0) })
    }

    var engine: ProposedSize { ProposedSize(width: width.map(Double.init), height: height.map(Double.init)) }
}
