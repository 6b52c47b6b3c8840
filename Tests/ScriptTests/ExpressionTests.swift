import Raster
import SceneGraph
import XCTest

@testable import Script

/// Values as Swift computes them: literals take the type the context wants, Int stays Int,
/// implicit members resolve against the expected type.
final class ExpressionTests: XCTestCase {
    /// The text a `Text("\(expression)")` shows.
    private func show(_ expression: String, members: String = "", file: StaticString = #filePath, line: UInt = #line)
        throws -> String?
    {
        text(of: try firstView(body: "        Text(\"\\(\(expression))\")", members: members, file: file, line: line))
    }

    func testIntegerAndFloatingPointArithmetic() throws {
        XCTAssertEqual(try show("7 / 2"), "3")
        XCTAssertEqual(try show("7.0 / 2"), "3.5")
        XCTAssertEqual(try show("7 % 3"), "1")
        XCTAssertEqual(try show("-7 / 2"), "-3")
        XCTAssertEqual(try show("2 + 3 * 4"), "14")
        XCTAssertEqual(try show("(2 + 3) * 4"), "20")
        XCTAssertEqual(try show("1_000 + 0x10"), "1016")
    }

    func testLiteralsAdoptTheDeclaredType() throws {
        let members = "    let half: CGFloat = 7 / 2\n    let count = 7 / 2\n    let width: Double = 10"
        XCTAssertEqual(try show("half", members: members), "3.5")
        XCTAssertEqual(try show("count", members: members), "3")
        // An integer literal next to a Double is a Double, even a whole division.
        XCTAssertEqual(try show("width / 4", members: members), "2.5")
        XCTAssertEqual(try show("4 / width", members: members), "0.4")
        XCTAssertEqual(try show("1 / 2 * width", members: members), "5.0")
    }

    func testIntegerVariablesWidenWhereNumbersAreExpected() throws {
        let view = try firstView(body: "        Circle().frame(width: n, height: n * 2)", members: "    let n = 3")
        XCTAssertEqual(modifiers(of: view), [.frame(width: 3, height: 6, alignment: .center)])
    }

    func testComparisonsAndLogic() throws {
        XCTAssertEqual(try show("1 < 2 && 2.5 >= 2"), "true")
        XCTAssertEqual(try show("\"a\" == \"b\" || !(3 != 3)"), "true")
        XCTAssertEqual(try show("true ? 1 : 2"), "1")
    }

    func testStringsAndUtilities() throws {
        XCTAssertEqual(try show("\"Hi \" + \"there\""), "Hi there")
        XCTAssertEqual(try show("min(3, 4.5)"), "3.0")
        XCTAssertEqual(try show("max(3, 4)"), "4")
        XCTAssertEqual(try show("abs(-2)"), "2")
        XCTAssertEqual(try show("Int(3.9)"), "3")
        XCTAssertEqual(try show("Double(2)"), "2.0")
        XCTAssertEqual(try show("[1, 2, 3].count"), "3")
        XCTAssertEqual(try show("[1, 2, 3][1]"), "2")
        XCTAssertEqual(try show("sqrt(16)"), "4.0")
    }

    func testComputedPropertiesAndFunctions() throws {
        let members = """
                let base: CGFloat = 10
                var doubled: CGFloat { base * 2 }
                var total: CGFloat {
                    let extra: CGFloat = 1
                    return doubled + extra
                }
                func scaled(_ value: CGFloat, by factor: CGFloat = 3) -> CGFloat { value * factor }
            """
        XCTAssertEqual(try show("total", members: members), "21.0")
        XCTAssertEqual(try show("self.scaled(base)", members: members), "30.0")
        XCTAssertEqual(try show("scaled(2, by: 4)", members: members), "8.0")
    }

    func testScreenBoundsComeFromTheCanvas() throws {
        XCTAssertEqual(try show("UIScreen.main.bounds.width"), "390.0")
        XCTAssertEqual(try show("UIScreen.main.bounds.height * 0.5"), "422.0")
        XCTAssertEqual(try show("UIScreen.main.bounds.size.width"), "390.0")
    }

    func testImplicitMembersResolveAgainstTheExpectedType() throws {
        let view = try firstView(
            body: "        Text(\"a\").foregroundColor(on ? .white : .clear).font(.title.weight(.heavy))",
            members: "    let on = true")
        XCTAssertEqual(modifiers(of: view), [.foregroundColor(.white), .font(Font(size: 28, weight: .heavy))])
    }

    func testColours() throws {
        let view = try firstView(
            body: """
                        ZStack {
                            Color.red
                            Color(red: 1, green: 0.5, blue: 0)
                            Color(white: 0.5, opacity: 0.25)
                            Color.blue.opacity(0.5)
                            Color(hue: 0, saturation: 1, brightness: 1)
                        }
                """)
        let fills = children(of: view).map { child -> Color? in
            guard case .shape(let shape) = child, case .fill(.color(let color), _) = shape.drawing else { return nil }
            return color
        }
        XCTAssertEqual(
            fills,
            [
                SystemColor.named("red"), Color(red: 1, green: 0.5, blue: 0), Color(white: 0.5, alpha: 0.25),
                Color(red8: 0, green8: 122, blue8: 255, alpha: 0.5), Color(red: 1, green: 0, blue: 0),
            ])
    }

    func testArithmeticErrors() {
        XCTAssertEqual(loadDiagnostics(scene(body: "        Text(\"\\(1 / 0)\")")).map(\.message), ["division by zero"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(1.5 / 0)\")")).map(\.message), ["division by zero"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(9223372036854775807 + 1)\")")).map(\.message),
            ["arithmetic overflow"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\([1][3])\")")).map(\.message),
            ["index 3 is out of range for an array of 1 element"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(1 + \"a\")\")")).map(\.message),
            ["operator '+' cannot combine an integer and a string"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(sqrt(-1))\")")).map(\.message),
            ["'sqrt' gives no finite number for this argument"])
    }

    func testConditionMustBeBoolean() {
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        if 1 { Circle() }")).map(\.message),
            ["condition must be a Boolean, got an integer"])
    }
}

extension ExpressionTests {
    func testForLoopsInFunctions() throws {
        let members = """
                func total(_ n: Int) -> Int {
                    var sum = 0
                    for i in 1...n { sum += i }
                    for _ in 0..<2 { sum *= 2 }
                    for x in [10, 20] { sum = sum + x }
                    return sum
                }
            """
        XCTAssertEqual(try show("total(4)", members: members), "70")
    }

    func testLoopErrors() {
        let members = "    func f() { for _ in 0..<1_000_000 { } }"
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Circle().onAppear { f() }", members: members)).map(\.message),
            ["too many loop iterations (limit 10000; raise it with --max-loop-iterations)"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(5..<2)\")")).map(\.message),
            ["a range cannot run from 5 down to 2"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        for i in 0..<3 { Text(\"\\(i)\") }")).map(\.message),
            ["'for' loops cannot build views; repeat views with ForEach"])
    }
}

extension ExpressionTests {
    func testFormatSpecifiers() throws {
        XCTAssertEqual(try show("2.0 / 3, specifier: \"%.2f\""), "0.67")
        XCTAssertEqual(try show("41.9, specifier: \"%d%%\""), "41%")
        XCTAssertEqual(try show("7, specifier: \"%03d\""), "007")
        XCTAssertEqual(try show("9_000_000_000, specifier: \"%d\""), "9000000000")
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(1, specifier: \"%@\")\")")).map(\.message),
            ["format specifier '%@' is not supported; use one number format such as '%.1f' or '%d'"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Text(\"\\(1, specifier: \"%d %d\")\")")).map(\.id),
            ["format-specifier"])
    }
}
