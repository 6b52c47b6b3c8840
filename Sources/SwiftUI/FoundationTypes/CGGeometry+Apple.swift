import Foundation

// CoreGraphics' comparison functions that Apple's Foundation has and swift-corelibs-foundation
// lacks; iOS code calls them as methods (`size.equalTo(.zero)`).

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
