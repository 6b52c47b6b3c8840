import Foundation

/// Scene code the engine calls after evaluation — a custom shape's `path(in:)`, a custom
/// modifier's `body(content:)` for interpolated animatable data, content built during layout —
/// may be called from several render threads at once. Scene code was written for one thread
/// (the main actor), so these calls take turns.
enum EngineCallback {
    private static let lock = NSRecursiveLock()

    static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A value the compiler cannot prove sendable, handed to the engine's `@Sendable` closures;
/// it is only used inside `EngineCallback.run`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
