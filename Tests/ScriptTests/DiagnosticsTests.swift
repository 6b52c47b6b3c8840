import XCTest

@testable import Script

/// Every kind of mistake gives one exact message at the right place, formatted with the source
/// line and a caret.
final class DiagnosticsTests: XCTestCase {
    func testModifierTypo() {
        let source = scene(body: "        Text(\"a\")\n            .offest(y: 3)")
        XCTAssertEqual(
            loadError(source),
            """
            scene.swift:5:14: error: unknown modifier 'offest' (did you mean 'offset'?)
                        .offest(y: 3)
                         ^

            """)
    }

    func testModifierTypoCaretKeepsTabs() {
        let source = "struct V: View {\n\tvar body: some View {\n\t\tText(\"a\").offest(y: 3)\n\t}\n}\n"
        XCTAssertEqual(
            loadError(source),
            "scene.swift:3:13: error: unknown modifier 'offest' (did you mean 'offset'?)\n"
                + "\t\tText(\"a\").offest(y: 3)\n"
                + "\t\t          ^\n")
    }

    func testUnknownView() {
        XCTAssertEqual(
            loadError(scene(body: "        Circel()")),
            """
            scene.swift:4:9: error: unknown view 'Circel' (did you mean 'Circle'?)
                    Circel()
                    ^

            """)
    }

    func testUnknownViewWithoutSuggestion() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Zebra()")).map(\.message), ["unknown view 'Zebra'"])
    }

    func testUnsupportedViewAndModifier() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        List { Text(\"a\") }")).map(\.message),
            ["view 'List' is not supported yet"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"a\").zIndex(2)")).map(\.message),
            ["modifier 'zIndex' is not supported yet"])
    }

    func testUnterminatedString() {
        XCTAssertEqual(
            loadError(scene(body: "        Text(\"Devyan)\n        Circle()")),
            """
            scene.swift:4:14: error: unterminated string literal
                    Text("Devyan)
                         ^

            """)
    }

    func testMissingClosingParenthesis() {
        XCTAssertEqual(
            loadError(scene(body: "        Text(\"a\"\n        Circle()")),
            """
            scene.swift:4:17: error: expected ')' to end the argument list
                    Text("a"
                            ^
            scene.swift:4:13: note: to match this opening '('
                    Text("a"
                        ^

            """)
    }

    func testWrongArgumentLabel() {
        XCTAssertEqual(
            loadError(scene(body: "        Circle().frame(widht: 10, height: 5)")),
            """
            scene.swift:4:24: error: unknown argument label 'widht:' in call to 'frame' (did you mean 'width:'?)
                    Circle().frame(widht: 10, height: 5)
                                   ^

            """)
    }

    func testArgumentTypeMismatch() {
        XCTAssertEqual(
            loadError(scene(body: "        Circle().stroke(Color.red, lineWidth: \"5\")")),
            """
            scene.swift:4:47: error: argument 'lineWidth' expects a number, got a string
                    Circle().stroke(Color.red, lineWidth: "5")
                                                          ^

            """)
    }

    func testUnlabelledArgumentTypeMismatch() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(5)")).map(\.message),
            ["argument #1 of 'Text' expects a string, got an integer"])
    }

    func testUnknownIdentifierWithSuggestion() {
        let source = scene(body: "        Circle().frame(width: mainWidht)", members: "    let mainWidth = 10.0")
        XCTAssertEqual(
            loadError(source),
            """
            scene.swift:4:31: error: cannot find 'mainWidht' in scope (did you mean 'mainWidth'?)
                    Circle().frame(width: mainWidht)
                                          ^

            """)
    }

    func testUnknownImplicitMember() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().foregroundColor(.whiet)")).map(\.message),
            ["type 'Color' has no member 'whiet' (did you mean 'white'?)"])
    }

    func testAssignmentToLet() {
        let source = scene(
            body: "        Circle().onAppear { size = 5 }", members: "    let size: CGFloat = 10")
        XCTAssertEqual(
            loadError(source),
            """
            scene.swift:4:29: error: cannot assign to 'size': it is a 'let' constant
                    Circle().onAppear { size = 5 }
                                        ^

            """)
    }

    func testAssignmentToNonStateVar() {
        let source = scene(body: "        Circle().onAppear { size = 5 }", members: "    var size: CGFloat = 10")
        XCTAssertEqual(
            loadDiagnostics(source).map(\.message),
            ["cannot assign to 'size': only @State properties can change after the view is created"])
    }

    func testAssignmentOfWrongType() {
        let source = scene(body: "        Circle().onAppear { on = 5 }", members: "    @State var on = false")
        XCTAssertEqual(
            loadDiagnostics(source).map(\.message), ["cannot use an integer as 'on', which holds a Boolean"])
    }

    func testTwoSyntaxErrorsAreBothReported() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a"
                        Circle()
                            .frame(width: 10 height: 10)
                    }
                }
            }
            """
        let diagnostics = loadDiagnostics(source)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.line), [4, 6])
        XCTAssertEqual(
            diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" },
            [
                "4:21: error: expected ')' to end the argument list",
                "4:17: note: to match this opening '('",
                "6:34: error: expected ')' to end the argument list",
                "6:23: note: to match this opening '('",
            ])
    }

    func testLexerAndParserErrorsTogether() {
        let source = """
            struct V: View {
                var body: some View {
                    Text("a") ¢
                    Circle(
                }
            }
            """
        XCTAssertEqual(
            loadDiagnostics(source).filter { $0.severity == .error }.map(\.id),
            ["unexpected-character", "expected-syntax"])
    }

    func testMemberDeclarationErrorRecoversAtNextMember() {
        let source = """
            struct V: View {
                let a = )
                let b = (
                var body: some View { Text("x") }
            }
            """
        XCTAssertEqual(
            loadDiagnostics(source).filter { $0.severity == .error }.map { "\($0.line): \($0.message)" },
            ["2: unexpected ')'", "3: expected an expression"])
    }

    func testNoViewInFile() {
        XCTAssertEqual(
            loadError("import SwiftUI\n"),
            "scene.swift:0:0: error: no view found: the scene needs a 'struct Name: View { var body: some View { … } }'\n"
        )
    }

    func testUnsupportedKeyword() {
        XCTAssertEqual(
            loadDiagnostics("class Model {}\n").map(\.message), ["'class' is not supported in scene files yet"])
    }

    func testMissingArgument() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        RoundedRectangle()")).map(\.message),
            ["missing argument 'cornerRadius:' in call to 'RoundedRectangle'"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        RoundedRectangle(12)")).map(\.message),
            ["missing argument label 'cornerRadius:' in call to 'RoundedRectangle'"])
    }

    func testArgumentOrder() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().frame(height: 4, width: 3)")).map(\.message),
            ["argument 'width:' must come before 'height:'"])
    }

    func testShapeModifierRules() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"a\").trim(from: 0, to: 1)")).map(\.message),
            ["'trim' can only be applied to a shape such as Circle()"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().stroke().trim(from: 0, to: 1)")).map(\.message),
            ["'trim' must come before 'stroke'"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"a\").resizable()")).map(\.message),
            ["'resizable' must be applied directly to an Image"])
    }

    func testImplicitMemberWithoutContext() {
        let source = scene(body: "        Circle()", members: "    let tint = .red")
        XCTAssertEqual(
            loadDiagnostics(source).map(\.message),
            ["cannot infer the type of '.red' here; write it with its type, as in 'Color.red'"])
    }

    func testStateChangeDuringBodyIsRejected() {
        let source = scene(
            body: "        Text(\"\\(bump())\")",
            members: "    @State var n = 0\n    func bump() -> Int {\n        n += 1\n        return n\n    }")
        XCTAssertEqual(
            loadDiagnostics(source).map(\.message), ["cannot change state while the view's body is being evaluated"])
    }

    func testDiagnosticIDsAreStable() {
        XCTAssertEqual(DiagnosticMessage.unknownModifier("x", suggestion: nil).id, "unknown-modifier")
        XCTAssertEqual(DiagnosticMessage.unterminatedString.id, "unterminated-string")
        XCTAssertEqual(DiagnosticMessage.scheduleLimit(3).id, "schedule-limit")
    }
}

extension DiagnosticsTests {
    func testKnownButUnsupportedMembers() {
        let source = scene(body: "        Text(\"a\").font(.custom(\"Avenir\", size: 12))")
        XCTAssertEqual(loadDiagnostics(source).map(\.message), ["'Font.custom' is not supported yet"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().blendMode(BlendMode.overlay)")).map(\.message),
            ["'BlendMode.overlay' is not supported yet"])
    }
}

extension DiagnosticsTests {
    /// DESIGN.md §7's example.
    func testSuggestionsIncludeKnownButUnsupportedNames() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().blurr(radius: 3)")).map(\.message),
            ["unknown modifier 'blurr' (did you mean 'blur'?)"])
    }
}
