/// Wraps a value that is shared across workers which touch disjoint parts of it.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
