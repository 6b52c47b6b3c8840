import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// Structs, enums, extensions, tuples and static members declared in a scene.
final class UserTypeTests: XCTestCase {
    /// The text `Text("\(expression)")` shows in a view declared after `declarations`.
    private func show(
        _ expression: String, declarations: String = "", members: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String? {
        let source = declarations + "\n" + scene(body: "        Text(\"\\(\(expression))\")", members: members)
        let scene = try loadScene(source, file: file, line: line)
        return text(of: try XCTUnwrap(scene.snapshots.first, file: file, line: line))
    }

    private func messages(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        loadDiagnostics(source, file: file, line: line).map { "\($0.line):\($0.column): \($0.message)" }
    }

    // MARK: - Tuples

    func testTuplesAndTheirElements() throws {
        XCTAssertEqual(try show("pair.0 + pair.1", members: "    let pair = (1, 2)"), "3")
        XCTAssertEqual(try show("point.y", members: "    let point = (x: 1.5, y: 2.5)"), "2.5")
        XCTAssertEqual(try show("t.2", members: "    let t: (CGFloat, CGFloat, CGFloat) = (1, 2, 3)"), "3.0")
        XCTAssertEqual(try show("(1, \"a\")"), "(1, a)")
    }

    // MARK: - Structs

    private let segment = """
        struct Shape {
            struct Segment {
                let factors: (CGFloat, CGFloat)
                var scale: CGFloat = 2
                var product: CGFloat { factors.0 * factors.1 * scale }
                func scaled(by s: CGFloat) -> CGFloat { product * s }
            }
            static let base: CGFloat = 0.5
            static let segments = [
                Segment(factors: (1, base)),
                Segment(factors: (3, 4), scale: 1),
            ]
            static func first() -> Segment { segments[0] }
        }
        """

    func testStructsWithMemberwiseInitializersNestedTypesAndStatics() throws {
        XCTAssertEqual(try show("Shape.segments.count", declarations: segment), "2")
        XCTAssertEqual(try show("Shape.segments[0].factors.1", declarations: segment), "0.5")
        XCTAssertEqual(try show("Shape.segments[1].product", declarations: segment), "12.0")
        XCTAssertEqual(try show("Shape.first().scaled(by: 3)", declarations: segment), "3.0")
        XCTAssertEqual(try show("Shape.Segment(factors: (2, 2)).product", declarations: segment), "8.0")
        XCTAssertEqual(try show("Shape.segments[0]", declarations: segment), "Segment")
    }

    func testStructsAreValues() throws {
        let members = """
                var doubled: CGFloat {
                    var copy = Shape.segments[0]
                    copy.scale = 4
                    var pair = (1.0, 2.0)
                    pair.0 = 3
                    return copy.product + Shape.segments[0].product + pair.0
                }
            """
        XCTAssertEqual(try show("doubled", declarations: segment, members: members), "6.0")
        let constant =
            "    var x: Int {\n        let s = Shape.segments[0]\n        s.scale = 1\n        return 0\n    }"
        XCTAssertEqual(
            messages(segment + "\n" + scene(body: "        Text(\"\\(x)\")", members: constant)),
            ["18:9: cannot assign to 's': it is a 'let' constant"])
    }

    func testInitializersAssignProperties() throws {
        let declarations = """
            struct Size2 {
                let width: CGFloat
                let height: CGFloat
                init(side: CGFloat) {
                    width = side
                    self.height = side * 2
                }
            }
            struct Card: View {
                let title: String
                init(_ name: String) { self.title = name.uppercased() }
                var body: some View { Text(title) }
            }
            """
        let view = try loadScene(
            declarations + "\n" + scene(body: "        VStack { Card(\"hi\"); Text(\"\\(Size2(side: 3).height)\") }"))
        XCTAssertEqual(children(of: try XCTUnwrap(view.snapshots.first)).map { text(of: $0) }, ["HI", "6.0"])
    }

    func testStaticMembersOfViewsSelfAndTypeNames() throws {
        let members = """
                static let count = 8
                static let tint = Color(red: 1, green: 0, blue: 0)
                var label: String { "\\(Self.count) \\(TestView.count)" }
            """
        XCTAssertEqual(try show("label", members: members), "8 8")
        let view = try firstView(body: "        Circle().fill(Self.tint)", members: members)
        XCTAssertEqual(
            view,
            .shape(ShapeView(kind: .circle, drawing: .fill(.color(Color(red: 1, green: 0, blue: 0)), rule: .nonZero))))
    }

    func testStaticLetsAreComputedOnceAndCyclesAreErrors() throws {
        let cyclic =
            "struct Loop {\n    static let a: Int = b\n    static let b: Int = a\n}\n"
            + scene(body: "        Text(\"\\(Loop.a)\")")
        XCTAssertEqual(messages(cyclic), ["3:25: 'a' depends on itself"])
    }

    // MARK: - Enums

    private let tabs = """
        enum Tab: String, CaseIterable {
            case home, search = "find", profile
            var title: String {
                switch self {
                case .home: return "Home"
                case .search, .profile: return rawValue.uppercased()
                }
            }
        }
        """

    func testEnumsWithRawValuesSwitchAndAllCases() throws {
        XCTAssertEqual(try show("Tab.search.rawValue", declarations: tabs), "find")
        XCTAssertEqual(try show("Tab.profile.title", declarations: tabs), "PROFILE")
        XCTAssertEqual(try show("Tab.home.title", declarations: tabs), "Home")
        XCTAssertEqual(try show("Tab.allCases.count", declarations: tabs), "3")
        XCTAssertEqual(try show("tab == .search", declarations: tabs, members: "    let tab: Tab = .search"), "true")
        XCTAssertEqual(try show("tab", declarations: tabs, members: "    var tab = Tab.profile"), "profile")
    }

    // MARK: - Extensions

    func testExtensionsOfBuiltInTypes() throws {
        let declarations = """
            extension UIColor {
                static let brand = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            }
            extension Color {
                static let brand = Color(UIColor.brand)
                static let faded = brand.opacity(0.5)
                var inverted: Color { Color(red: 1, green: 1, blue: 1) }
            }
            extension LinearGradient {
                static let fade = LinearGradient(gradient: Gradient(colors: [.brand, .faded]), startPoint: .top, endPoint: .bottom)
            }
            """
        let source =
            declarations + "\n"
            + scene(
                body: """
                            VStack {
                                Circle().fill(Color.brand)
                                Circle().fill(.faded)
                                LinearGradient.fade
                                Circle().stroke(LinearGradient.fade, lineWidth: 2)
                                Color.brand.inverted
                            }
                    """)
        let view = try XCTUnwrap(try loadScene(source).snapshots.first)
        XCTAssertEqual(
            ViewOutline.describe(view),
            "VStack[Circle.fill(#255,128,0), Circle.fill(#255,128,0 @0.5), Rectangle.fill(linear(#255,128,0 #255,128,0 @0.5)), "
                + "Circle.stroke(linear(#255,128,0 #255,128,0 @0.5), 2), Rectangle.fill(#255,255,255)]")
    }

    func testExtensionsSplitAViewIntoComputedViews() throws {
        let source = """
            extension TestView {
                var header: some View { Text("Header") }
                func row(_ n: Int) -> some View { Text("Row \\(n)") }
            }
            """ + "\n" + scene(body: "        VStack { header; row(2) }")
        let view = try XCTUnwrap(try loadScene(source).snapshots.first)
        XCTAssertEqual(ViewOutline.describe(view), "VStack[Text(\"Header\"), Text(\"Row 2\")]")
    }

    /// A scene's own `inverseMask` replaces the built-in one, generics and `where` included.
    func testViewExtensionFunctionsTakePrecedence() throws {
        let extensionSource = """
            extension View {
                func inverseMask<Mask>(_ mask: Mask) -> some View where Mask: View {
                    self.mask(mask.opacity(0.5))
                }
                func card(padding: CGFloat = 8) -> some View {
                    self.padding(padding).background(Color.white)
                }
            }
            """
        let body = "        Rectangle().inverseMask(Circle()).card()"
        let custom = try XCTUnwrap(try loadScene(extensionSource + "\n" + scene(body: body)).snapshots.first)
        XCTAssertEqual(
            ViewOutline.describe(custom),
            "Rectangle.mask(Circle.opacity(0.5)).padding(8, 8, 8, 8).background(Rectangle.fill(#255,255,255))")
        let builtIn = try firstView(body: "        Rectangle().inverseMask(Circle())")
        XCTAssertEqual(
            builtIn,
            .modified(
                .shape(ShapeView(kind: .rectangle)), .inverseMask(.shape(ShapeView(kind: .circle)), alignment: .center))
        )
    }

    func testExtensionErrors() {
        XCTAssertEqual(
            messages("extension Colour { static let a = 1 }\n" + scene(body: "        EmptyView()")),
            ["1:11: cannot find type 'Colour' in scope (did you mean 'Color'?)"])
        XCTAssertEqual(
            messages("extension Color { var x: Int = 1 }\n" + scene(body: "        EmptyView()")),
            ["1:23: extensions must not contain stored properties ('x'); make it 'static' or computed"])
    }
}

extension UserTypeTests {
    func testArrayMethodsAndGuard() throws {
        let members = """
                func firstBig(_ values: [Int]) -> Int {
                    guard !values.isEmpty else { return -1 }
                    for value in values where false { }
                    return values.filter { $0 > 1 }.reversed().first ?? 0
                }
            """
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        EmptyView()", members: members)).map(\.message),
            ["'where' is not supported in scene files yet"])
        let valid = members.replacingOccurrences(of: "        for value in values where false { }\n", with: "")
        XCTAssertEqual(try show("firstBig([3, 1, 2])", members: valid), "2")
        XCTAssertEqual(try show("firstBig([])", members: valid), "-1")
        XCTAssertEqual(try show("[\"a\", \"b\"].enumerated().map { $0.offset }"), "[0, 1]")
        XCTAssertEqual(try show("[\"a\", \"b\"].contains(\"b\")"), "true")
        XCTAssertEqual(try show("[4, 5].indices"), "0..<2")
    }
}
