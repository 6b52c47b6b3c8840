/// Words the parser treats specially; contextual words (`private`, `some`, `static`…) stay
/// identifiers as in Swift.
enum Keyword: String, CaseIterable {
    case `import`, `struct`, `class`, `enum`, `extension`, `protocol`, `func`, `var`, `let`
    case `if`, `else`, `guard`, `return`, `for`, `in`, `while`, `repeat`, `switch`, `case`
    case `default`, `break`, `continue`, `true`, `false`, `nil`, `self`, `Self`, `init`, `defer`
    case `do`, `catch`, `throw`, `try`, `as`, `is`, `typealias`, `subscript`, `inout`, `fallthrough`
}
