/// A value the compiler cannot prove sendable, handed to the engine's `@Sendable` closures;
/// it is only used inside `SceneRuntime.callback`, which runs one of its scene's callbacks at a
/// time.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
