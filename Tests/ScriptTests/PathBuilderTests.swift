import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// `Path { path in … }` and the CoreGraphics values and math it is written with.
final class PathBuilderTests: XCTestCase {
    /// The path a `Path { … }` body builds.
    private func build(_ body: String, members: String = "", file: StaticString = #filePath, line: UInt = #line) throws
        -> Path
    {
        let view = try firstView(
            body: "        Path { path in\n\(body)\n        }", members: members, file: file, line: line)
        return try XCTUnwrap(path(of: view), ViewOutline.describe(view), file: file, line: line)
    }

    func testEveryElementKind() throws {
        let path = try build(
            """
                        path.move(to: CGPoint(x: 0, y: 0))
                        path.addLine(to: .init(x: 10, y: 0))
                        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
                        path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 10, y: 30))
                        path.closeSubpath()
                        path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
            """)
        XCTAssertEqual(
            path.elements,
            [
                .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)),
                .quadCurve(to: Point(x: 20, y: 10), control: Point(x: 20, y: 0)),
                .curve(to: Point(x: 0, y: 20), control1: Point(x: 20, y: 20), control2: Point(x: 10, y: 30)),
                .closeSubpath, .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 2, y: 2)),
            ])
    }

    func testShapesAddedToAPath() throws {
        let rect = try build("            path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))")
        XCTAssertEqual(rect, .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        let ellipse = try build(
            "            path.addEllipse(in: CGRect(origin: .zero, size: CGSize(width: 4, height: 2)))")
        XCTAssertEqual(ellipse, .ellipse(in: Rect(x: 0, y: 0, width: 4, height: 2)))
        let rounded = try build(
            "            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2))"
        )
        XCTAssertEqual(rounded, .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2))
    }

    /// SwiftUI's `clockwise: true` turns counter-clockwise on screen (its flag describes a y-up
    /// space): from 3 o'clock the arc goes up first.
    func testArcDirectionFollowsSwiftUI() throws {
        let path = try build(
            "            path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)"
        )
        var expected = Path()
        expected.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path, expected)
        guard case .curve(let end, _, _) = path.elements[1] else { return XCTFail("\(path.elements)") }
        XCTAssertEqual(end.y, -10, accuracy: 1e-9)
    }

    /// Variables, compound assignment, loops and closures over arrays, as the badge uses them.
    func testVariablesLoopsAndClosures() throws {
        let path = try build(
            """
                        var x: CGFloat = 1
                        x *= 4
                        x += 1
                        x -= 2
                        x /= 3
                        for i in 0..<2 {
                            path.addLine(to: CGPoint(x: x + CGFloat(i), y: 0))
                        }
                        [5.0, 6.0].forEach { path.addLine(to: CGPoint(x: $0, y: 1)) }
                        [7.0].map { value in value * 2 }.forEach { value in path.addLine(to: CGPoint(x: value, y: 2)) }
            """)
        XCTAssertEqual(
            path.elements,
            [
                .move(to: Point(x: 1, y: 0)), .line(to: Point(x: 2, y: 0)), .line(to: Point(x: 5, y: 1)),
                .line(to: Point(x: 6, y: 1)), .line(to: Point(x: 14, y: 2)),
            ])
    }

    func testPathInitializersAndPathsAsViews() throws {
        let view = try firstView(
            body: """
                        VStack {
                            Path(CGRect(x: 0, y: 0, width: 2, height: 2))
                            Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2)).stroke(Color.red, lineWidth: 1)
                            Path(roundedRect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2).fill(Color.blue, style: FillStyle(eoFill: true))
                            Path()
                        }
                """)
        XCTAssertEqual(
            ViewOutline.describe(view),
            "VStack[Path(5), Path(6).stroke(#255,59,48, 1), Path(10).fill(#0,122,255, eoFill), Path(0)]")
    }

    func testGeometryValuesAndMath() throws {
        let members = """
                let r = CGRect(x: 10, y: 20, width: 30, height: 40)
                var values: [CGFloat] {
                    [r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height, r.insetBy(dx: 5, dy: 5).width,
                     r.offsetBy(dx: 1, dy: 2).minY, r.size.width, r.origin.x, min(3, 2), max(3, 2), abs(-4), sqrt(9),
                     CGFloat(2), Double(3), CGFloat.pi, (Angle.degrees(90) + .degrees(90)).degrees, (Angle.radians(1) * 2).radians,
                     (-Angle.radians(2)).radians, sin(0), cos(0)]
                }
            """
        let view = try firstView(body: "        Text(\"\\(values)\")", members: members)
        XCTAssertEqual(
            text(of: view),
            "[10.0, 25.0, 40.0, 20.0, 40.0, 60.0, 30.0, 40.0, 20.0, 22.0, 30.0, 10.0, 2.0, 3.0, 4.0, 3.0, 2.0, 3.0, "
                + "\(Double.pi), 180.0, 2.0, -2.0, 0.0, 1.0]")
    }

    /// Angle arithmetic with an implicit `.degrees(…)` takes the angle type from the context.
    func testAngleArithmeticInContext() throws {
        let view = try firstView(body: "        Rectangle().rotationEffect(.degrees(10) * 3 + .degrees(5))")
        XCTAssertEqual(modifiers(of: view), [.rotationEffect(.degrees(35), anchor: .center)])
    }

    func testMutatingAConstantPathIsAnError() {
        XCTAssertEqual(
            loadDiagnostics(
                scene(
                    body: "        Path { path in\n            let p = Path()\n            p.move(to: .zero)\n        }"
                )
            )
            .map { "\($0.line):\($0.column): \($0.message)" },
            ["6:15: cannot use mutating member 'move' on 'p': it is a 'let' constant"])
        XCTAssertEqual(
            loadDiagnostics(scene(body: "        Path { _ in\n            Path().move(to: .zero)\n        }"))
                .map { "\($0.line):\($0.column): \($0.message)" },
            ["5:20: cannot use mutating member 'move' on an immutable value"])
    }
}

extension PathBuilderTests {
    /// A `Path()` in a variable is built with the same methods; typed closure parameters work.
    func testPathVariablesAndTypedClosures() throws {
        let members = """
                func triangle(_ side: CGFloat) -> Path {
                    var p = Path()
                    let scaled = { (v: CGFloat) -> CGFloat in v * side }
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: scaled(1), y: 0))
                    p.addLine(to: CGPoint(x: 0, y: scaled(1)))
                    p.closeSubpath()
                    return p
                }
            """
        let view = try firstView(body: "        triangle(3).stroke(lineWidth: 2)", members: members)
        XCTAssertEqual(
            path(of: view)?.elements,
            [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 3, y: 0)), .line(to: Point(x: 0, y: 3)), .closeSubpath])
        XCTAssertEqual(path(of: view)?.controlPointBounds, Rect(x: 0, y: 0, width: 3, height: 3))
    }
}
