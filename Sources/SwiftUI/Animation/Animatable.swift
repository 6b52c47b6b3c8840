/// A type whose changes SwiftUI animates through `animatableData`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Values that can be added, subtracted and scaled: what animations interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }
}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
        AnimatablePair(a.first + b.first, a.second + b.second)
    }
    public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
        AnimatablePair(a.first - b.first, a.second - b.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

// MARK: The animatable values of SwiftUI and Foundation

extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

// MARK: Animatable values as numbers

/// Animatable data the engine can move: its numbers in order (a pair's first part first).
protocol EngineVector {
    var engineComponents: [Double] { get }
    /// The value made from the next numbers of `components` (missing ones are 0).
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> Self
}

extension EngineVector {
    fileprivate static func next(_ components: inout ArraySlice<Double>) -> Double {
        components.popFirst() ?? 0
    }
}

extension Double: EngineVector {
    var engineComponents: [Double] { [self] }
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> Double { next(&components) }
}

extension Float: EngineVector {
    var engineComponents: [Double] { [Double(self)] }
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> Float { Float(next(&components)) }
}

extension CGFloat: EngineVector {
    var engineComponents: [Double] { [Double(self)] }
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> CGFloat {
        CGFloat(next(&components))
    }
}

extension EmptyAnimatableData: EngineVector {
    var engineComponents: [Double] { [] }
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }
}

extension AnimatablePair: EngineVector where First: EngineVector, Second: EngineVector {
    var engineComponents: [Double] { first.engineComponents + second.engineComponents }
    static func fromEngineComponents(_ components: inout ArraySlice<Double>) -> AnimatablePair {
        let first = First.fromEngineComponents(&components)
        return AnimatablePair(first, Second.fromEngineComponents(&components))
    }
}

extension Animatable {
    /// The animatable data as numbers; nil when its type is not made of numbers the engine
    /// knows (a custom `VectorArithmetic`).
    var engineVector: [Double]? { (animatableData as? any EngineVector)?.engineComponents }

    /// A copy with its animatable data made from `vector` (unchanged when the data's type is
    /// not one the engine knows).
    func withEngineVector(_ vector: [Double]) -> Self {
        guard let type = AnimatableData.self as? any EngineVector.Type else { return self }
        var components = vector[...]
        guard let data = type.fromEngineComponents(&components) as? AnimatableData else { return self }
        var copy = self
        copy.animatableData = data
        return copy
    }

    /// Names of the numbers of ``engineVector`` after the value's own name: the properties they
    /// come from ("" for a plain number).
    static var engineComponentNames: [String]? {
        switch Self.self {
        case is Double.Type, is Float.Type, is CGFloat.Type: [""]
        case is Angle.Type: ["radians"]
        case is CGPoint.Type, is UnitPoint.Type: ["x", "y"]
        case is CGSize.Type: ["width", "height"]
        default: nil
        }
    }
}
