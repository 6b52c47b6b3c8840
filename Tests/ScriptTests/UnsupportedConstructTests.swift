import XCTest

@testable import Script

/// SwiftUI and Swift the scene language does not run: each gets a diagnostic that names the
/// construct and points at it.
final class UnsupportedConstructTests: XCTestCase {
    private func messages(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        loadDiagnostics(source, file: file, line: line).map { "\($0.line):\($0.column): \($0.message)" }
    }

    private func bodyMessages(_ body: String, members: String = "", file: StaticString = #filePath, line: UInt = #line)
        -> [String]
    {
        messages(scene(body: body, members: members), file: file, line: line)
    }

    func testViewsAndModifiers() {
        XCTAssertEqual(bodyMessages("        List { Text(\"a\") }"), ["4:9: view 'List' is not supported yet"])
        XCTAssertEqual(
            bodyMessages("        NavigationLink(\"a\") { }"), ["4:9: view 'NavigationLink' is not supported yet"])
        XCTAssertEqual(
            bodyMessages("        Text(\"a\").rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0))"),
            ["4:19: modifier 'rotation3DEffect' is not supported yet"])
        XCTAssertEqual(
            bodyMessages("        Text(\"a\").blendMode(.overlay)"), ["4:30: 'BlendMode.overlay' is not supported yet"])
        XCTAssertEqual(bodyMessages("        Text(\"a\").zIndex(1)"), ["4:19: modifier 'zIndex' is not supported yet"])
    }

    func testDeclarations() {
        XCTAssertEqual(messages("struct Box<T>: View {}"), ["1:11: generic types are not supported in scene files yet"])
        XCTAssertEqual(
            messages("enum E { case a(Int) }"),
            ["1:16: enum cases with associated values are not supported in scene files yet"])
        XCTAssertEqual(
            messages("struct S { init?() {} }"),
            ["1:16: failable initializers ('init?') are not supported in scene files yet"])
        XCTAssertEqual(
            messages("struct S { func f(_ xs: Int...) {} }"),
            ["1:28: variadic parameters ('...') are not supported in scene files yet"])
        XCTAssertEqual(
            messages("struct S { func f() throws {} }"), ["1:21: 'throws' is not supported in scene files yet"])
        XCTAssertEqual(messages("class Model {}"), ["1:1: 'class' is not supported in scene files yet"])
    }

    func testStatements() {
        XCTAssertEqual(
            bodyMessages("        if let x = y { Text(x) }"), ["4:12: 'if let' is not supported in scene files yet"])
        XCTAssertEqual(
            bodyMessages("        guard true else { return EmptyView() }\n        Text(\"a\")"),
            ["4:9: 'guard' cannot be used in a view builder; use 'if'"])
        XCTAssertEqual(
            bodyMessages(
                "        Text(\"\\(f())\")",
                members: "    func f() -> Int {\n        guard false else { let x = 1 }\n        return 1\n    }"),
            ["3:9: the 'else' of a 'guard' must end with 'return'"])
        XCTAssertEqual(
            bodyMessages("        switch 3 {\n        case 1: Text(\"one\")\n        }"),
            ["4:9: no case of the switch matches 3; add 'default:'"])
        XCTAssertEqual(
            bodyMessages("        switch 3 {\n        case let x: Text(\"one\")\n        }"),
            ["5:14: 'case let' is not supported in scene files yet"])
    }

    func testConditionalCompilationMustBeClosed() {
        XCTAssertEqual(
            messages("#if DEBUG\n" + scene(body: "        Text(\"a\")")), ["1:1: expected '#endif' to close this '#if'"]
        )
        XCTAssertEqual(messages("#endif\n" + scene(body: "        Text(\"a\")")), ["1:1: unexpected '#endif'"])
    }

    func testEnvironmentValuesWithAVisualEffect() {
        XCTAssertEqual(
            bodyMessages("        Text(\"a\")", members: "    @Environment(\\.colorScheme) var scheme"),
            ["2:20: environment value '\\.colorScheme' is not supported; scenes know only '\\.dismiss'"])
    }
}

extension UnsupportedConstructTests {
    /// Seed 000's `LairView.init` sets a UIKit appearance proxy: the unknown type is named.
    func testUIKitAppearanceProxiesAreNamed() {
        let members = """
                init() {
                    UINavigationBar.appearance().largeTitleTextAttributes =
                        [.foregroundColor: UIColor.lairDarkGray]
                }
            """
        XCTAssertEqual(
            bodyMessages("        Text(\"a\")", members: members),
            ["4:30: 'dictionary' is not supported in scene files yet"])
        XCTAssertEqual(
            bodyMessages(
                "        Text(\"a\")", members: "    init() { UINavigationBar.appearance().tintColor = .red }"),
            ["2:14: cannot find 'UINavigationBar' in scope"])
        XCTAssertEqual(
            bodyMessages("        Rectangle().frame(height: 1.0 / UIScreen.main.scale)"),
            ["4:55: type 'UIScreen' has no member 'scale'"])
    }
}
