import Foundation

/// A Metal shader function with its arguments: SwiftUI's `Shader`, which `.colorEffect`,
/// `.layerEffect` and `.distortionEffect` apply to a view. A render cannot run it: its effect
/// is not drawn (the view is, without it), with a warning.
public struct Shader: Equatable, Sendable {
    /// One argument passed to the shader function.
    public struct Argument: Equatable, Sendable {
        /// What the argument holds, as the shader would read it.
        enum Value: Equatable, Sendable {
            case floats([Double])
            case colors([Color])
            case image
            case data(Data)
            case boundingRect
        }

        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        public static func color(_ color: Color) -> Argument { Argument(value: .colors([color])) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The rectangle the shader draws in, in the view's coordinates.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        public static func == (a: Argument, b: Argument) -> Bool { a.value == b.value }
    }

    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's output is dithered (nothing to dither without the shader).
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}
