import XCTest

@testable import Script

final class ParserTests: XCTestCase {
    private func parse(_ source: String) -> (file: SourceFile, errors: [String]) {
        var lexer = Lexer(source: source)
        var parser = Parser(tokens: lexer.tokenize())
        let file = parser.parseFile()
        let errors = (lexer.errors + parser.errors).map {
            "\($0.position.line):\($0.position.column): \($0.message.text)"
        }
        return (file, errors)
    }

    /// The expressions of the statements of `body` in a one-view file, as S-expressions.
    private func bodyExpressions(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let (parsed, errors) = parse("struct V: View {\n var body: some View {\n\(body)\n }\n}")
        XCTAssertEqual(errors, [], file: file, line: line)
        let getter = parsed.types.first?.property(named: "body")?.getter ?? []
        return getter.map(Self.describe)
    }

    private func expression(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        bodyExpressions(text, file: file, line: line).first ?? ""
    }

    func testMembers() {
        let (parsed, errors) = parse(
            """
            import SwiftUI
            import Foundation.NSObject

            struct LaunchView: View {
                @State private var isCentered: Bool = true
                private let mainWidth = UIScreen.main.bounds.width * 0.73
                let title: String
                private var contentWidth: CGFloat {
                    (self.mainWidth - 4.0) / 3.0
                }
                var spacing: CGFloat { get { 4 } }
                func tick(_ n: Int, by step: Int = 1) -> Int { return n + step }
                var body: some View { Text("a") }
            }

            #Preview { LaunchView(title: "x") }
            """)
        XCTAssertEqual(errors, [])
        let view = try? XCTUnwrap(parsed.types.first)
        XCTAssertEqual(parsed.types.count, 1)
        XCTAssertEqual(view?.name.text, "LaunchView")
        XCTAssertTrue(view?.isView == true)
        XCTAssertEqual(
            view?.properties.map(\.name.text), ["isCentered", "mainWidth", "title", "contentWidth", "spacing", "body"])
        XCTAssertEqual(view?.properties.map(\.isState), [true, false, false, false, false, false])
        XCTAssertEqual(view?.properties.map(\.isConstant), [false, true, true, false, false, false])
        XCTAssertEqual(view?.properties.map(\.isComputed), [false, false, false, true, true, true])
        XCTAssertEqual(view?.properties[0].position, SourcePosition(line: 5, column: 5))
        let function = view?.functions.first
        XCTAssertEqual(function?.name.text, "tick")
        XCTAssertEqual(function?.parameters.map(\.label), [nil, "by"])
        XCTAssertEqual(function?.parameters.map(\.name.text), ["n", "step"])
        XCTAssertNotNil(function?.parameters[1].defaultValue)
        XCTAssertTrue(view?.property(named: "body")?.type?.isView == true)
    }

    func testModifierChainsContinueOnNewLines() {
        XCTAssertEqual(
            bodyExpressions("Text(\"a\")\n    .bold()\n    .offset(y: 3)\nCircle()"),
            [
                "(call (member (call (member (call Text \"a\") bold)) offset) y:3)",
                "(call Circle)",
            ])
    }

    func testTrailingClosures() {
        XCTAssertEqual(expression("ZStack { Circle() }"), "(call ZStack {(call Circle)})")
        XCTAssertEqual(
            expression("ZStack(alignment: .top) { Circle() }.onAppear { x = 1 }"),
            "(call (member (call ZStack alignment:.top {(call Circle)}) onAppear) {(= x 1)})")
        XCTAssertEqual(
            expression("Button { go() } label: { Text(\"a\") }"),
            "(call Button {(call go)} label:{(call Text \"a\")})")
        XCTAssertEqual(expression("list.map { x in x * 2 }"), "(call (member list map) {x in (* x 2)})")
    }

    func testPrecedenceAndAssociativity() {
        XCTAssertEqual(expression("a + b * c - d"), "(- (+ a (* b c)) d)")
        XCTAssertEqual(expression("a || b && c == d"), "(|| a (&& b (== c d)))")
        XCTAssertEqual(expression("p ? 0 : q ? 1 : 2"), "(? p 0 (? q 1 2))")
        XCTAssertEqual(expression("c ? .white : .clear"), "(? c .white .clear)")
        XCTAssertEqual(expression("(mainWidth)*0.73"), "(* mainWidth 0.73)")
        XCTAssertEqual(expression("x ? 0 : -(a + b)"), "(? x 0 (-prefix (+ a b)))")
        XCTAssertEqual(expression("!flag"), "(!prefix flag)")
    }

    func testOperatorSpacingDecidesPrefixOrBinary() {
        // `-y` on a new line with no space after `-` is a new statement, as in Swift.
        XCTAssertEqual(bodyExpressions("x\n-y"), ["x", "(-prefix y)"])
        XCTAssertEqual(bodyExpressions("x\n- y"), ["(- x y)"])
        XCTAssertEqual(bodyExpressions("x-y"), ["(- x y)"])
    }

    func testIfConditionDoesNotTakeATrailingClosure() {
        XCTAssertEqual(
            bodyExpressions("if on { Circle() } else if off { Rectangle() } else { Text(\"x\") }"),
            ["(if on {(call Circle)} else {(if off {(call Rectangle)} else {(call Text \"x\")})})"])
    }

    func testStatements() {
        XCTAssertEqual(
            bodyExpressions("let a: CGFloat = 3\nvar b = a\nb += 2; flag.toggle()\nreturn b"),
            ["(let a 3)", "(var b a)", "(+= b 2)", "(call (member flag toggle))", "(return b)"])
        XCTAssertEqual(
            bodyExpressions("for i in 0..<n { total += i }"), ["(for i (..< 0 n) {(+= total i)})"])
    }

    func testLiteralsAndInterpolation() {
        XCTAssertEqual(expression("[.red, Color.blue]"), "[.red (member Color blue)]")
        XCTAssertEqual(expression("\"w=\\(w + 1)\""), "\"w=\\((+ w 1))\"")
        XCTAssertEqual(expression("items[0]"), "(subscript items 0)")
    }

    func testRecoveryReportsSeveralErrors() {
        let (_, errors) = parse(
            """
            struct V: View {
                var body: some View {
                    ZStack {
                        Text("a"
                        Circle().frame(width: 1 height: 2)
                        Text(")
                    }
                }
            }
            """)
        XCTAssertEqual(
            errors.sorted(),
            [
                "4:21: expected ')' to end the argument list",
                "5:37: expected ')' to end the argument list",
                "6:18: unterminated string literal",
            ])
    }

    func testUnclosedBlockAtEndOfFile() {
        let (_, errors) = parse("struct V: View {\n  var body: some View {\n    Text(\"a\")\n")
        XCTAssertEqual(errors, ["3:14: expected '}' to end the block"])
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        let (_, errors) = parse("struct V: View {\n var body: some View {\n" + deep + "\n }\n}")
        XCTAssertEqual(errors, ["3:128: code is nested too deeply (limit 256 levels)"])
        let blocks = String(repeating: "ZStack {\n", count: 5_000) + String(repeating: "}\n", count: 5_000)
        let (_, blockErrors) = parse("struct V: View {\n var body: some View {\n" + blocks + " }\n}")
        XCTAssertEqual(blockErrors.count, 1)
        let chain = "Text(\"a\")" + String(repeating: ".bold()", count: 20_000)
        XCTAssertEqual(parse("struct V: View {\n var body: some View {\n" + chain + " }\n}").errors.count, 1)
    }

    func testTypesExtensionsAndInitializers() {
        let (parsed, errors) = parse(
            """
            #if DEBUG
            enum Tab: String { case home, search = "find"; case profile }
            #else
            enum Hidden { case x }
            #endif
            struct Shape {
                struct Segment { let factors: (CGFloat, CGFloat) }
                static let count = 2
                init(side: CGFloat) { }
            }
            extension View {
                func inverseMask<Mask: View>(_ mask: Mask) -> some View where Mask: View { self.mask(mask) }
            }
            extension Color { static let brand = Color.red }
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(parsed.types.map(\.name.text), ["Tab", "Shape"])
        XCTAssertEqual(parsed.types[0].kind, .enum)
        XCTAssertEqual(parsed.types[0].cases.map(\.name.text), ["home", "search", "profile"])
        XCTAssertEqual(parsed.types[1].nestedTypes.map(\.name.text), ["Segment"])
        XCTAssertEqual(parsed.types[1].initializers.map { $0.parameters.map(\.name.text) }, [["side"]])
        XCTAssertEqual(parsed.extensions.map(\.name.text), ["View", "Color"])
        XCTAssertEqual(parsed.extensions[0].functions.first?.genericParameters, ["Mask"])
    }

    func testNewExpressionsAndStatements() {
        XCTAssertEqual(expression("(1, x: 2)"), "(tuple 1 x:2)")
        XCTAssertEqual(expression("$0.useWidth.0"), "(member (member $0 useWidth) 0)")
        XCTAssertEqual(expression("Self.gradientStart"), "(member Self gradientStart)")
        XCTAssertEqual(expression("ForEach(xs, id: \\.self) { x in x }"), "(call ForEach xs id:\\.self {x in x})")
        XCTAssertEqual(
            bodyExpressions("switch n {\ncase 1, 2: Text(\"a\")\ndefault: Text(\"b\")\n}"),
            ["(switch n (case 1 2 {(call Text \"a\")}) (default {(call Text \"b\")}))"])
        XCTAssertEqual(bodyExpressions("guard ok else { return }"), ["(guard ok else {(return)})"])
        XCTAssertEqual(bodyExpressions("var x: some View { Text(\"a\") }"), ["(var x get {(call Text \"a\")})"])
    }

    func testUnsupportedSyntax() {
        XCTAssertEqual(parse("protocol P {}").errors, ["1:1: 'protocol' is not supported in scene files yet"])
        XCTAssertEqual(parse("struct G<T> {}").errors, ["1:9: generic types are not supported in scene files yet"])
        XCTAssertEqual(
            parse("enum E { case a(Int) }").errors,
            ["1:16: enum cases with associated values are not supported in scene files yet"])
        XCTAssertEqual(bodyErrors("while true { }"), ["3:1: 'while' is not supported in scene files yet"])
        XCTAssertEqual(bodyErrors("x!"), ["3:2: force unwrapping ('!') is not supported in scene files"])
    }

    private func bodyErrors(_ body: String) -> [String] {
        parse("struct V: View {\n var body: some View {\n\(body)\n }\n}").errors
    }

    // MARK: - S-expressions

    private static func describe(_ statement: Statement) -> String {
        switch statement.kind {
        case .expression(let e): describe(e)
        case .declaration(let isConstant, let name, _, let value):
            "(\(isConstant ? "let" : "var") \(name.text)\(value.map { " " + describe($0) } ?? ""))"
        case .computedDeclaration(let name, _, let getter): "(var \(name.text) get \(block(getter)))"
        case .assignment(let target, let op, let value): "(\(op.text) \(describe(target)) \(describe(value)))"
        case .if(let conditions, let then, let otherwise):
            "(if \(conditions.map(describe).joined(separator: " ")) \(block(then))"
                + (otherwise.map { " else " + block($0) } ?? "") + ")"
        case .guard(let conditions, let otherwise):
            "(guard \(conditions.map(describe).joined(separator: " ")) else \(block(otherwise)))"
        case .switch(let subject, let cases):
            "(switch \(describe(subject))"
                + cases.map { c in
                    " (" + (c.isDefault ? "default" : "case " + c.patterns.map(describe).joined(separator: " ")) + " "
                        + block(c.body) + ")"
                }.joined() + ")"
        case .forIn(let variable, let sequence, let body):
            "(for \(variable.text) \(describe(sequence)) \(block(body)))"
        case .return(let value): "(return\(value.map { " " + describe($0) } ?? ""))"
        }
    }

    private static func block(_ statements: [Statement]) -> String {
        "{" + statements.map(describe).joined(separator: " ") + "}"
    }

    private static func describe(_ expression: Expr) -> String {
        switch expression.kind {
        case .integer(let i): String(i)
        case .float(let d): String(d)
        case .boolean(let b): String(b)
        case .string(let parts):
            "\""
                + parts.map {
                    switch $0 {
                    case .text(let t): t
                    case .interpolation(let e, let specifier):
                        "\\(" + describe(e) + (specifier.map { ", specifier: \($0.text)" } ?? "") + ")"
                    }
                }.joined() + "\""
        case .nil: "nil"
        case .identifier(let name): name
        case .self: "self"
        case .selfType: "Self"
        case .keyPath(let names): "\\." + names.map(\.text).joined(separator: ".")
        case .tuple(let elements): "(tuple" + elements.map { " " + describe($0) }.joined() + ")"
        case .implicitMember(let name): "." + name.text
        case .member(let base, let name): "(member \(describe(base)) \(name.text))"
        case .call(let callee, let arguments):
            "(call \(describe(callee))" + arguments.map { " " + describe($0) }.joined() + ")"
        case .subscript(let base, let arguments):
            "(subscript \(describe(base))" + arguments.map { " " + describe($0) }.joined() + ")"
        case .prefix(let op, let operand): "(\(op.text)prefix \(describe(operand)))"
        case .binary(let op, let lhs, let rhs): "(\(op.text) \(describe(lhs)) \(describe(rhs)))"
        case .ternary(let c, let t, let e): "(? \(describe(c)) \(describe(t)) \(describe(e)))"
        case .array(let elements): "[" + elements.map(describe).joined(separator: " ") + "]"
        case .closure(let closure):
            "{" + (closure.parameters.isEmpty ? "" : closure.parameters.map(\.text).joined(separator: " ") + " in ")
                + closure.body.map(describe).joined(separator: " ") + "}"
        }
    }

    private static func describe(_ argument: Argument) -> String {
        (argument.label.map { $0.text + ":" } ?? "") + describe(argument.value)
    }
}
