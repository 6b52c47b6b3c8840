import Foundation

/// A two-dimensional vector: CoreGraphics' `CGVector`, which swift-corelibs-foundation lacks
/// (a gesture's velocity, a physics impulse, an offset written as `dx`, `dy`).
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
