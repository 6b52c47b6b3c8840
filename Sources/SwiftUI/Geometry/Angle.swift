internal import Geometry

/// An angle: SwiftUI's `Angle`. Positive angles turn clockwise on screen.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    public static func *= (a: inout Angle, k: Double) { a = a * k }
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    var engine: Geometry::Angle { Geometry::Angle(radians: radians) }
}
