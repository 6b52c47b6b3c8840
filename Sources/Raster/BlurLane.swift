/// A value the box filters can blur: one channel (`Float`) or four (`SIMD4<Float>`).
protocol BlurLane {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Float) -> Self
}

extension Float: BlurLane {}

extension SIMD4: BlurLane where Scalar == Float {}
