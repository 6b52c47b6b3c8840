/// A gesture of any type: SwiftUI's `AnyGesture` (nothing is touched in a render, so it only
/// carries the gesture's type of value).
public struct AnyGesture<Value>: Gesture {
    let gesture: any Gesture

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value { self.gesture = gesture }
}
