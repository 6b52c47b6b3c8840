import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// The built-in shapes, and shapes filled, stroked, trimmed and inset: drawn in a 40-point
/// square frame (30…70 on the 100-point canvas) unless said.
final class ShapeTests: XCTestCase {
    private func drawn(_ shape: some SwiftUI.View, width: Double = 40, height: Double = 40) -> DrawnView {
        DrawnView(shape.frame(width: width, height: height))
    }

    func testBuiltinShapesFillTheirFrame() {
        let circle = drawn(SwiftUI.Circle(), width: 60)
        XCTAssertEqual(circle.inkBounds(threshold: 128), Rect(x: 30, y: 30, width: 40, height: 40), "as wide as tall")
        XCTAssertEqual(circle.rgba(50, 50), Ink.black, "the foreground style")
        XCTAssertEqual(
            drawn(SwiftUI.Ellipse(), width: 60).inkBounds(threshold: 128), Rect(x: 20, y: 30, width: 60, height: 40))
        let rectangle = drawn(SwiftUI.Rectangle())
        XCTAssertEqual(rectangle.bounds(of: Ink.black), Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(rectangle.count(of: Ink.black), 1600)
        let capsule = drawn(SwiftUI.Capsule(style: .continuous), width: 60)
        XCTAssertEqual(capsule.inkBounds(threshold: 128), Rect(x: 20, y: 30, width: 60, height: 40))
        XCTAssertEqual(capsule.rgba(21, 31), Ink.clear)
        assertDifferentDrawing(
            SwiftUI.Capsule(style: .continuous).frame(width: 60, height: 40),
            SwiftUI.Capsule().frame(width: 60, height: 40))
        assertSameDrawing(
            SwiftUI.RoundedRectangle(cornerSize: CGSize(width: 7, height: 7), style: .continuous),
            SwiftUI.RoundedRectangle(cornerRadius: 7, style: .continuous))
        let rounded = drawn(SwiftUI.RoundedRectangle(cornerRadius: 12))
        XCTAssertEqual(rounded.rgba(31, 31), Ink.clear)
        XCTAssertEqual(rounded.rgba(50, 30), Ink.black)
        assertDifferentDrawing(
            SwiftUI.RoundedRectangle(cornerRadius: 12), SwiftUI.RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    /// A stroke is centred on the outline: half its width outside the frame.
    func testEveryFormOfStroke() {
        let blue = drawn(SwiftUI.Rectangle().stroke(SwiftUI.Color.blue, lineWidth: 4))
        XCTAssertEqual(blue.bounds(of: Ink.blue), Rect(x: 28, y: 28, width: 44, height: 44))
        XCTAssertEqual(blue.rgba(50, 50), Ink.clear)
        XCTAssertEqual(
            drawn(SwiftUI.Rectangle().stroke(lineWidth: 4)).bounds(of: Ink.black),
            Rect(x: 28, y: 28, width: 44, height: 44))
        XCTAssertEqual(
            drawn(SwiftUI.Rectangle().stroke(SwiftUI.Color.blue)).inkBounds(),
            Rect(x: 29, y: 29, width: 42, height: 42), "1 point wide")
        let dashed = SwiftUI.StrokeStyle(
            lineWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 4, dash: [5, 5], dashPhase: 0)
        let dashes = drawn(SwiftUI.Rectangle().stroke(style: dashed))
        XCTAssertEqual(dashes.alpha(32, 29), 255, "a dash")
        XCTAssertEqual(dashes.alpha(37, 29), 0, "a gap")
        XCTAssertEqual(drawn(SwiftUI.Rectangle().stroke(.red, style: dashed)).rgba(32, 29), Ink.red)
    }

    /// A border is stroked inside the frame.
    func testEveryFormOfStrokeBorder() {
        let frame = Rect(x: 30, y: 30, width: 40, height: 40)
        XCTAssertEqual(
            drawn(SwiftUI.Capsule().strokeBorder(lineWidth: 4), width: 60).inkBounds(threshold: 128),
            Rect(x: 20, y: 30, width: 60, height: 40))
        let blue = drawn(SwiftUI.Rectangle().strokeBorder(SwiftUI.Color.blue, lineWidth: 4))
        XCTAssertEqual(blue.bounds(of: Ink.blue), frame)
        XCTAssertEqual(blue.rgba(33, 50), Ink.blue)
        XCTAssertEqual(blue.rgba(34, 50), Ink.clear)
        assertSameDrawing(
            SwiftUI.Circle().strokeBorder(.blue, style: SwiftUI.StrokeStyle(lineWidth: 4)),
            SwiftUI.Circle().strokeBorder(SwiftUI.Color.blue, lineWidth: 4))
        assertSameDrawing(
            SwiftUI.Circle().strokeBorder(style: SwiftUI.StrokeStyle(lineWidth: 4)),
            SwiftUI.Circle().strokeBorder(lineWidth: 4))
        XCTAssertEqual(drawn(SwiftUI.Rectangle().strokeBorder()).bounds(of: Ink.black), frame)
        XCTAssertEqual(drawn(SwiftUI.Rectangle().strokeBorder()).rgba(31, 50), Ink.clear, "1 point wide")
    }

    func testFillWithAStyleAndTheEvenOddRule() {
        XCTAssertEqual(drawn(SwiftUI.Circle().fill(SwiftUI.Color.blue)).rgba(50, 50), Ink.blue)
        assertSameDrawing(SwiftUI.Circle().fill(), SwiftUI.Circle())
        let ring = SwiftUI.Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        XCTAssertEqual(DrawnView(ring.fill(.blue, style: FillStyle(eoFill: true))).rgba(20, 20), Ink.clear)
        XCTAssertEqual(DrawnView(ring.fill(.blue)).rgba(20, 20), Ink.blue)
        let gradient = drawn(
            SwiftUI.Rectangle().fill(
                SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        XCTAssertTrue(DrawnView.close(gradient.rgba(50, 30), Ink.red, 8), "red at the top")
        XCTAssertTrue(DrawnView.close(gradient.rgba(50, 69), Ink.blue, 8), "blue at the bottom")
    }

    func testTrimOfATrimTrimsTheRemainingPart() {
        assertSameDrawing(
            SwiftUI.Circle().trim(from: 0.5, to: 1).trim(from: 0, to: 0.5).stroke(lineWidth: 2),
            SwiftUI.Circle().trim(from: 0.5, to: 0.75).stroke(lineWidth: 2))
        assertDifferentDrawing(
            SwiftUI.Circle().trim(from: 0.5, to: 1).stroke(lineWidth: 2),
            SwiftUI.Circle().trim(from: 0.5, to: 0.75).stroke(lineWidth: 2))
    }

    func testInsetShrinksTheShapeAndItsRoundedCorners() {
        XCTAssertEqual(
            drawn(SwiftUI.Circle().inset(by: 5)).inkBounds(threshold: 128), Rect(x: 35, y: 35, width: 30, height: 30))
        assertSameDrawing(
            SwiftUI.RoundedRectangle(cornerRadius: 12).inset(by: 2).inset(by: 3).stroke(lineWidth: 1).frame(
                width: 40, height: 40),
            SwiftUI.RoundedRectangle(cornerRadius: 7).stroke(lineWidth: 1).padding(5).frame(width: 40, height: 40))
        let path = SwiftUI.Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.engine, Geometry.Path.circle(in: Rect(x: 10, y: 10, width: 80, height: 80)))
    }

    /// A scene's own shape draws its `path(in:)` for the frame's size.
    func testCustomShapeDrawsItsPathInTheFrame() {
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
        let triangle = drawn(Triangle().fill(SwiftUI.Color.blue), width: 100, height: 40)
        XCTAssertEqual(triangle.inkBounds(threshold: 128)?.height, 40)
        XCTAssertEqual(triangle.rgba(50, 32), Ink.blue, "the apex, top middle")
        XCTAssertEqual(triangle.rgba(2, 32), Ink.clear, "top left")
        XCTAssertEqual(triangle.rgba(2, 69), Ink.blue, "bottom left")
    }

    func testCustomInsettableShapeBorderIsItsInsetStroked() {
        struct Box: SwiftUI.InsettableShape {
            var amount: CGFloat = 0
            func path(in rect: CGRect) -> SwiftUI.Path { SwiftUI.Path(rect.insetBy(dx: amount, dy: amount)) }
            func inset(by amount: CGFloat) -> Box { Box(amount: self.amount + amount) }
        }
        assertSameDrawing(
            Box().strokeBorder(lineWidth: 4).frame(width: 20, height: 10),
            SwiftUI.Rectangle().strokeBorder(lineWidth: 4).frame(width: 20, height: 10))
        XCTAssertEqual(
            drawn(Box().strokeBorder(lineWidth: 4), width: 20, height: 10).bounds(of: Ink.black),
            Rect(x: 40, y: 45, width: 20, height: 10))
    }

    func testAnyShapeDrawsTheShapeItWraps() {
        assertSameDrawing(
            SwiftUI.AnyShape(SwiftUI.Capsule()).fill(.red).frame(width: 60, height: 20),
            SwiftUI.Capsule().fill(.red).frame(width: 60, height: 20))
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
        // Inset, each radius less the inset, in the frame less the inset.
        assertSameDrawing(
            shape.inset(by: 2).frame(width: 40, height: 20), shape.shrunk(by: 2).padding(2).frame(width: 40, height: 20)
        )
        assertDifferentDrawing(shape.inset(by: 2).frame(width: 40, height: 20), shape.frame(width: 40, height: 20))
    }
}
