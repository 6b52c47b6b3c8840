/// An angle; on screen, positive angles turn clockwise and 0 points to 3 o'clock.
public struct Angle: Hashable, Sendable {
    public var radians: Double

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)

    public var degrees: Double { radians * 180 / .pi }
}
