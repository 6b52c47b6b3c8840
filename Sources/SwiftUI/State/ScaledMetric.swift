/// A number that scales with the text size (`@ScaledMetric var size = 24`). Text is drawn at
/// the default size, `.large`, at which a scaled metric is its value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public let wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
