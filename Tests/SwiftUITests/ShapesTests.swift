import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class ShapesTests: XCTestCase {
    private func shape(
        _ kind: ShapeKind, _ drawing: ShapeDrawing = .fill(.foreground, rule: .nonZero), from: Double = 0,
        to: Double = 1
    ) -> SceneGraph.View {
        .shape(ShapeView(kind: kind, trimFrom: from, trimTo: to, drawing: drawing))
    }

    private let blue = Raster.Color(red8: 0, green8: 122, blue8: 255)

    func testBuiltinShapesAndTheirInitializers() {
        XCTAssertEqual(lowered(SwiftUI.Circle()), shape(.circle))
        XCTAssertEqual(lowered(SwiftUI.Ellipse()), shape(.ellipse))
        XCTAssertEqual(lowered(SwiftUI.Rectangle()), shape(.rectangle))
        XCTAssertEqual(lowered(SwiftUI.Capsule(style: .continuous)), shape(.capsule(style: .continuous)))
        XCTAssertEqual(
            lowered(SwiftUI.RoundedRectangle(cornerSize: CGSize(width: 7, height: 3), style: .continuous)),
            shape(.roundedRectangle(cornerRadius: 7, style: .continuous)))
        XCTAssertEqual(
            lowered(SwiftUI.RoundedRectangle(cornerRadius: 12)),
            shape(.roundedRectangle(cornerRadius: 12, style: .circular)))
    }

    func testEveryFormOfStroke() {
        let wide = Geometry.StrokeStyle(lineWidth: 3)
        XCTAssertEqual(
            lowered(SwiftUI.Circle().stroke(SwiftUI.Color.blue, lineWidth: 3)),
            shape(.circle, .stroke(.color(blue), wide)))
        XCTAssertEqual(lowered(SwiftUI.Circle().stroke(lineWidth: 3)), shape(.circle, .stroke(.foreground, wide)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().stroke(SwiftUI.Color.blue)), shape(.circle, .stroke(.color(blue), .init())))
        let dashed = SwiftUI.StrokeStyle(
            lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 3], dashPhase: 1)
        let engine = Geometry.StrokeStyle(
            lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 3], dashPhase: 1)
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().stroke(style: dashed)), shape(.rectangle, .stroke(.foreground, engine)))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().stroke(.red, style: dashed)),
            shape(.rectangle, .stroke(.color(Raster.Color(red8: 255, green8: 59, blue8: 48)), engine)))
    }

    func testEveryFormOfStrokeBorder() {
        let four = Geometry.StrokeStyle(lineWidth: 4)
        XCTAssertEqual(
            lowered(SwiftUI.Capsule().strokeBorder(lineWidth: 4)),
            shape(.capsule(style: .circular), .strokeBorder(.foreground, four)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().strokeBorder(SwiftUI.Color.blue, lineWidth: 4)),
            shape(.circle, .strokeBorder(.color(blue), four)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().strokeBorder(.blue, style: SwiftUI.StrokeStyle(lineWidth: 4))),
            shape(.circle, .strokeBorder(.color(blue), four)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().strokeBorder(style: SwiftUI.StrokeStyle(lineWidth: 4))),
            shape(.circle, .strokeBorder(.foreground, four)))
        XCTAssertEqual(lowered(SwiftUI.Ellipse().strokeBorder()), shape(.ellipse, .strokeBorder(.foreground, .init())))
    }

    func testFillWithAStyleAndTheEvenOddRule() {
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(SwiftUI.Color.blue)), shape(.circle, .fill(.color(blue), rule: .nonZero)))
        XCTAssertEqual(lowered(SwiftUI.Circle().fill()), shape(.circle))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.blue, style: FillStyle(eoFill: true))),
            shape(.circle, .fill(.color(blue), rule: .evenOdd)))
        let gradient = SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        guard case .shape(let view) = lowered(SwiftUI.Rectangle().fill(gradient)),
            case .fill(.linearGradient(let g, let s, let e), .nonZero) = view.drawing
        else { return XCTFail("not a linear gradient fill") }
        XCTAssertEqual(g.stops.map(\.location), [0, 1])
        XCTAssertEqual(s, SceneGraph.UnitPoint(x: 0.5, y: 0))
        XCTAssertEqual(e, SceneGraph.UnitPoint(x: 0.5, y: 1))
    }

    func testTrimOfATrimTrimsTheRemainingPart() {
        XCTAssertEqual(
            lowered(SwiftUI.Circle().trim(from: 0.5, to: 1).trim(from: 0, to: 0.5).stroke(lineWidth: 2)),
            shape(.circle, .stroke(.foreground, Geometry.StrokeStyle(lineWidth: 2)), from: 0.5, to: 0.75))
    }

    func testInsetIsPaddingAndShrinksRoundedCorners() {
        let pad = SceneGraph.EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        XCTAssertEqual(lowered(SwiftUI.Circle().inset(by: 5)), .modified(shape(.circle), .padding(pad)))
        XCTAssertEqual(
            lowered(SwiftUI.RoundedRectangle(cornerRadius: 12).inset(by: 2).inset(by: 3).stroke(lineWidth: 1)),
            .modified(
                shape(.roundedRectangle(cornerRadius: 7, style: .circular), .stroke(.foreground, .init())),
                .padding(pad)))
        let path = SwiftUI.Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.engine, Geometry.Path.circle(in: Rect(x: 10, y: 10, width: 80, height: 80)))
    }

    /// A scene's own shape lowers to a function of the frame's size that calls its `path(in:)`.
    func testCustomShapeCallsPathInRectWithTheFrameSize() throws {
        struct Triangle: SwiftUI.Shape {
            func path(in rect: CGRect) -> SwiftUI.Path {
                SwiftUI.Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        guard case .geometryReader(let function) = lowered(Triangle().fill(SwiftUI.Color.blue)) else {
            return XCTFail("not a geometry reader")
        }
        var expected = Geometry.Path()
        expected.move(to: Point(x: 50, y: 0))
        expected.addLine(to: Point(x: 100, y: 40))
        expected.addLine(to: Point(x: 0, y: 40))
        expected.closeSubpath()
        XCTAssertEqual(
            try function.build(Size(width: 100, height: 40), SceneGraph.EdgeInsets()),
            shape(.path(expected), .fill(.color(blue), rule: .nonZero)))
    }

    func testCustomInsettableShapeBorderIsItsInsetStroked() throws {
        struct Box: SwiftUI.InsettableShape {
            var amount: CGFloat = 0
            func path(in rect: CGRect) -> SwiftUI.Path { SwiftUI.Path(rect.insetBy(dx: amount, dy: amount)) }
            func inset(by amount: CGFloat) -> Box { Box(amount: self.amount + amount) }
        }
        guard case .geometryReader(let function) = lowered(Box().strokeBorder(lineWidth: 4)) else {
            return XCTFail("not a geometry reader")
        }
        XCTAssertEqual(
            try function.build(Size(width: 20, height: 10), SceneGraph.EdgeInsets()),
            shape(
                .path(.rect(Rect(x: 2, y: 2, width: 16, height: 6))),
                .stroke(.foreground, Geometry.StrokeStyle(lineWidth: 4))))
    }

    func testPathAsAViewIsFilledWithTheForegroundStyle() {
        let path = SwiftUI.Path { p in
            p.move(to: .zero)
            p.addLines([CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        }
        var expected = Geometry.Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addLines([Point(x: 10, y: 0), Point(x: 10, y: 10)])
        XCTAssertEqual(lowered(path), shape(.path(expected)))
        XCTAssertEqual(
            lowered(path.stroke(lineWidth: 2)), shape(.path(expected), .stroke(.foreground, .init(lineWidth: 2))))
    }

    func testPathArcClockwiseIsInvertedOnScreen() {
        var path = SwiftUI.Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        var expected = Geometry.Path()
        expected.addArc(
            center: Point(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path.engine, expected)
    }

    func testPathBuildingMethods() {
        var path = SwiftUI.Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 3, height: 3))
        path.addPath(SwiftUI.Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)))
        path.addQuadCurve(to: CGPoint(x: 30, y: 30), control: CGPoint(x: 25, y: 0))
        var expected = Geometry.Path.roundedRect(
            Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3, style: .circular)
        expected.addPath(.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 4)))
        expected.addQuadCurve(to: Point(x: 30, y: 30), control: Point(x: 25, y: 0))
        XCTAssertEqual(path.engine, expected)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.offsetBy(dx: 2, dy: 1).boundingRect, CGRect(x: 2, y: 1, width: 30, height: 30))
    }

    func testAnyShapeDrawsTheShapeItWraps() {
        XCTAssertEqual(
            lowered(SwiftUI.AnyShape(SwiftUI.Capsule()).fill(.red)),
            shape(
                .capsule(style: .circular),
                .fill(.color(Raster.Color(red8: 255, green8: 59, blue8: 48)), rule: .nonZero)))
    }

    func testUnevenRoundedRectangleRoundsEachCornerByItsOwnRadius() throws {
        let shape = SwiftUI.UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 30)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).engine
        var expected = Geometry.Path()
        expected.move(to: Point(x: 40, y: 10))
        // The bottom-trailing radius is clamped to half the shorter side.
        expected.addArc(
            center: Point(x: 30, y: 10), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        expected.addLine(to: Point(x: 0, y: 20))
        expected.addArc(
            center: Point(x: 4, y: 4), radius: 4, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: true)
        expected.addLine(to: Point(x: 40, y: 0))
        expected.closeSubpath()
        XCTAssertEqual(path, expected)
        let pad = SceneGraph.Modifier.padding(SceneGraph.EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        guard case .modified(.geometryReader(let function), pad) = lowered(shape.inset(by: 2)) else {
            return XCTFail("not a geometry reader inset by 2")
        }
        let inner = shape.shrunk(by: 2).path(in: CGRect(x: 0, y: 0, width: 36, height: 16)).engine
        XCTAssertEqual(
            try function.build(Size(width: 36, height: 16), SceneGraph.EdgeInsets()),
            .shape(ShapeView(kind: .path(inner))))
    }

    func testTangentArcRoundsTheCornerBetweenTwoLines() {
        var path = SwiftUI.Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        var expected = Geometry.Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addArc(
            center: Point(x: 8, y: 2), radius: 2, startAngle: .radians(-.pi / 2), endAngle: .radians(0), clockwise: true
        )
        XCTAssertEqual(path.engine, expected)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 2))
    }
}
