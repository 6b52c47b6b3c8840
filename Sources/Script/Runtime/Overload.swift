/// One way to call a built-in: its parameters and what it does.
struct Overload {
    var parameters: [Parameter]
    var body: (Interpreter, Invocation) throws -> Value

    init(_ parameters: [Parameter], _ body: @escaping (Interpreter, Invocation) throws -> Value) {
        self.parameters = parameters
        self.body = body
    }
}
