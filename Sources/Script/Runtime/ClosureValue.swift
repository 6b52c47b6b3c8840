/// A closure expression with the scope it captured.
final class ClosureValue: Equatable {
    let closure: Closure
    let scope: Scope

    init(closure: Closure, scope: Scope) {
        self.closure = closure
        self.scope = scope
    }

    static func == (a: ClosureValue, b: ClosureValue) -> Bool { a === b }
}
