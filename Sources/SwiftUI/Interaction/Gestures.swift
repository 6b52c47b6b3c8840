// Gestures: nothing is touched in a render, so gesture modifiers are accepted and the view is
// unchanged. The gesture types have SwiftUI's API so that typical code compiles; their
// callbacks never run.

/// An interaction a view recognizes: SwiftUI's `Gesture`.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` when the gesture ends (never, in a render).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(gesture: self) }

    /// Updates a `@GestureState` while the gesture runs (never, in a render).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(gesture: self)
    }

    /// This gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(gesture: self) }

    /// This gesture and `other`, recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// This gesture, then `other` once it succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` whenever the gesture's value changes (never, in a render).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(gesture: self)
    }
}

/// A gesture with an `onEnded` action.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
}

/// A gesture with an `onChanged` action.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
}

/// A gesture whose values are transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let gesture: Content
}

/// A gesture that updates a `@GestureState`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let gesture: Base
}

/// Two gestures recognized together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    let first: First
    let second: Second
}

/// Two gestures, the second once the first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    let first: First
    let second: Second
}

/// Two gestures, the second if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    let first: First
    let second: Second
}

/// A tap (or `count` taps).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
    }
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag of at least `minimumDistance` points.
public struct DragGesture: Gesture {
    /// Where a drag is and how it moved.
    public struct Value: Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
}

/// A pinch (iOS 17's name).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch, reporting the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (iOS 17's name).
public struct RotateGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation, reporting the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// State that a gesture sets while it runs and that returns to its initial value when it ends:
/// SwiftUI's `@GestureState`. No gesture runs in a render, so it keeps its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }

    public var wrappedValue: Value { initialValue }
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews are recognized.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    /// Runs `action` when the view is tapped: accepted; nothing is tapped in a render.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` when the view is long-pressed: accepted; nothing is pressed in a render.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// The older form, with `pressing:` before `perform:`.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }

    /// Attaches a gesture: accepted; no gesture runs in a render.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture recognized with the view's others: accepted without effect.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Attaches a gesture that takes precedence over the view's others: accepted without effect.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }
}
