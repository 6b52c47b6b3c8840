/// A value views pass up to the views around them: SwiftUI's `PreferenceKey`. A view sets it
/// with `.preference(key:value:)`; a view around reads the values set inside it, combined in
/// view order by `reduce`, with `onPreferenceChange` or `overlayPreferenceValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value where no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (the views before) with `nextValue()` (the next view's).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}
