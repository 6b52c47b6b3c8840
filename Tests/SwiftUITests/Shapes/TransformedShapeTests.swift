import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Shapes that transform shapes — `.rotation`, `.offset`, `.scale` — drawn in a frame centred on
/// a 200-point canvas, and their angle animated.
final class TransformedShapeTests: XCTestCase {
    private func drawn(_ shape: some SwiftUI.View, width: Double, height: Double) -> DrawnView {
        DrawnView(shape.frame(width: width, height: height), canvas: Size(width: 200, height: 200))
    }

    /// A rotated trimmed circle: the trim stays on the turned outline, which starts at 12
    /// o'clock — a quarter from the top to 3 o'clock, in red.
    func testRotatedShapeTurnsTheOutlineAndItsStart() throws {
        let arc = drawn(
            SwiftUI.Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).stroke(SwiftUI.Color.red, lineWidth: 4),
            width: 100, height: 60)
        // The 60-point circle is centred at (100, 100): the arc from (100, 70) to (130, 100).
        let ink = try XCTUnwrap(arc.inkBounds(threshold: 128))
        XCTAssertEqual(ink.minX, 100, accuracy: 1)
        XCTAssertEqual(ink.maxX, 132, accuracy: 1)
        XCTAssertEqual(ink.minY, 68, accuracy: 1)
        XCTAssertEqual(ink.maxY, 100, accuracy: 1)
        XCTAssertEqual(arc.rgba(121, 79), Ink.red, "on the arc")
        // `path(in:)` is the same outline.
        let path = SwiftUI.Circle().rotation(.degrees(-90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(path.boundingRect.width, 60, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.midX, 50, accuracy: 1e-9)
    }

    func testOffsetAndScaledShapes() {
        XCTAssertEqual(
            drawn(SwiftUI.Rectangle().offset(x: 5, y: -3), width: 80, height: 40).bounds(of: Ink.black),
            Rect(x: 65, y: 77, width: 80, height: 40))
        XCTAssertEqual(
            drawn(SwiftUI.Ellipse().scale(0.5, anchor: .topLeading), width: 80, height: 40).inkBounds(threshold: 128),
            Rect(x: 60, y: 80, width: 40, height: 20))
    }

    /// A turned shape's border is its inset outline, turned and stroked, as in SwiftUI: the
    /// 100 × 40 capsule stood up, its outer edge on the turned frame.
    func testBorderOfARotatedShapeIsItsInsetOutlineStroked() {
        let border = drawn(SwiftUI.Capsule().rotation(.degrees(90)).strokeBorder(lineWidth: 4), width: 100, height: 40)
        XCTAssertEqual(border.inkBounds(threshold: 128), Rect(x: 80, y: 50, width: 40, height: 100))
        XCTAssertEqual(border.rgba(100, 100), Ink.clear, "a border, not a fill")
    }

    /// An uneven scale changes where fractions of the length fall: the content is trimmed first,
    /// so an eighth of the circle ends 45° round (0.71 of the radius down), not an eighth of the
    /// ellipse's length.
    func testUnevenScaleOfATrimmedShapeTrimsBeforeScaling() throws {
        let arc = drawn(
            SwiftUI.Circle().trim(from: 0, to: 0.125).scale(x: 2, y: 1).stroke(lineWidth: 1), width: 40, height: 40)
        let ink = try XCTUnwrap(arc.inkBounds(threshold: 64))
        XCTAssertEqual(ink.maxY - 100, 20 * 0.707, accuracy: 1.5)
        XCTAssertEqual(ink.maxX, 140, accuracy: 1.5)
    }

    /// A changing angle animates: the shape is drawn turned halfway at half the time.
    func testRotationAngleIsAnimatable() throws {
        struct Turner: SwiftUI.View {
            @SwiftUI.State var turned = false
            var body: some SwiftUI.View {
                SwiftUI.Rectangle().rotation(.degrees(turned ? 90 : 0)).frame(width: 40, height: 20)
                    .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
            }
        }
        let scene = try AnimatedView(Turner(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(scene.drawing(at: 0).inkBounds(threshold: 128), Rect(x: 30, y: 40, width: 40, height: 20))
        let half = try XCTUnwrap(scene.drawing(at: 0.5).inkBounds(threshold: 128))
        XCTAssertEqual(half.width, 60 / 2.squareRoot(), accuracy: 2, "turned 45°")
        XCTAssertEqual(half.height, 60 / 2.squareRoot(), accuracy: 2)
        XCTAssertEqual(scene.drawing(at: 1).inkBounds(threshold: 128), Rect(x: 40, y: 30, width: 20, height: 40))
    }
}

/// `shape.transform(_:)`: the outline in the frame mapped through an affine transform.
final class ShapeTransformTests: XCTestCase {
    func testTransformMapsTheOutlineInTheFrame() {
        let moved = DrawnView(
            SwiftUI.Rectangle().transform(CGAffineTransform(translationX: 10, y: 5)).fill(SwiftUI.Color.red)
                .frame(width: 40, height: 20), canvas: Size(width: 100, height: 100))
        // The 40 × 20 frame is centred at (30…70, 40…60); the outline moves 10 right, 5 down.
        XCTAssertEqual(moved.bounds(of: Ink.red), Rect(x: 40, y: 45, width: 40, height: 20))
        let scaled = SwiftUI.Circle().transform(CGAffineTransform(scaleX: 0.5, y: 2))
            .path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(scaled.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 80))
        XCTAssertEqual(
            TransformedShape(shape: SwiftUI.Circle(), transform: .identity).path(
                in: CGRect(x: 0, y: 0, width: 40, height: 40)),
            SwiftUI.Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
    }
}
