import Geometry
import Raster
import XCTest

@testable import SceneGraph

final class DisplayListBuilderTests: XCTestCase {
    private let builder = DisplayListBuilder(scale: 2, images: FakeImages())

    func testFullyTrimmedShapeDrawsNothing() throws {
        let view = ViewNode.shape(ShapeView(kind: .circle, trimFrom: 1, trimTo: 0))
        XCTAssertTrue(builder.build(try engine.layout(view.frame(10, 10))).commands.isEmpty)
    }

    func testShapesArePlacedInDevicePixelsWithTheirOffset() throws {
        let view = rectangle.frame(10, 20).offset(5, 0)
        let list = builder.build(try engine.layout(view))
        guard case .fill(let path, _, let paint, _)? = list.commands.first else { return XCTFail("no fill") }
        XCTAssertEqual(path.controlPointBounds, Rect(x: 2 * 195, y: 2 * 412, width: 20, height: 40))
        XCTAssertEqual(paint, .solid(.black))
    }

    func testInvisibleSubtreesAreSkippedAndMultiplyIsPassedDown() throws {
        let hidden = ViewNode.modified(rectangle.frame(10, 10), .opacity(0))
        XCTAssertTrue(builder.build(try engine.layout(hidden)).commands.isEmpty)
        let tinted = ViewNode.modified(
            ViewNode.stack(.z(alignment: .center), [rectangle.frame(10, 10)]),
            .colorMultiply(.init(white: 1, alpha: 0.5)))
        guard case .fill(_, _, _, let multiply)? = builder.build(try engine.layout(tinted)).commands.first else {
            return XCTFail("no fill")
        }
        XCTAssertEqual(multiply, .init(white: 1, alpha: 0.5))
    }

    func testAngularGradientCentreIsInTheShapesFrame() throws {
        let g = GradientStops(colors: [.black, .white])
        let view = ViewNode.shape(
            ShapeView(
                kind: .rectangle,
                drawing: .fill(
                    .angularGradient(g, center: .topLeading, startAngle: .zero, endAngle: .degrees(360)), rule: .nonZero
                ))
        ).frame(100, 100)
        guard case .fill(_, _, let paint, _)? = builder.build(try engine.layout(view)).commands.first else {
            return XCTFail()
        }
        XCTAssertEqual(
            paint,
            .angularGradient(g, center: Point(x: 2 * 145, y: 2 * 372), startAngle: .zero, endAngle: .degrees(360)))
    }

    func testResizableImageIsStretchedOverItsFrame() throws {
        let view = ViewNode.image(ImageView(name: "39x84", isResizable: true))
        guard
            case .fill(_, _, .image(let bitmap, let transform, _, _), _)? = builder.build(try engine.layout(view))
                .commands
                .first
        else {
            return XCTFail()
        }
        XCTAssertEqual(bitmap.width, 39)
        XCTAssertEqual(transform.apply(Point(x: 39, y: 84)), Point(x: 780, y: 1688))
    }
}

extension DisplayListBuilderTests {
    /// A mask that is an opaque rectangle over the whole canvas keeps every visible pixel: the
    /// content is drawn as it is, without a layer; any other mask keeps its layer.
    func testAMaskOverTheWholeCanvasDrawsNoLayer() throws {
        var canvasBuilder = builder
        canvasBuilder.visibleBounds = Rect(x: 0, y: 0, width: 780, height: 1688)  // 390 × 844 at 2x
        let content = rectangle.frame(100, 100)
        func layers(_ mask: ViewNode) throws -> Int {
            let view = ViewNode.modified(content, .mask(mask, alignment: .center))
            return canvasBuilder.build(try engine.layout(view)).commands.filter {
                if case .layer = $0 { return true }
                return false
            }.count
        }
        // The mask laid out over the whole canvas (a 390 × 844 frame, centred on the content).
        XCTAssertEqual(try layers(rectangle.frame(390, 844)), 0)
        XCTAssertEqual(try layers(rectangle.frame(390, 843)), 1, "a mask short of the canvas keeps its layer")
        XCTAssertEqual(try layers(circle.frame(1000, 1000)), 1, "a circle is not a rectangle")
        XCTAssertEqual(
            try layers(ViewNode.modified(rectangle.frame(390, 844), .opacity(0.5))), 1, "a translucent mask")
        // Without the canvas known, every mask keeps its layer.
        let view = ViewNode.modified(content, .mask(rectangle.frame(390, 844), alignment: .center))
        XCTAssertEqual(
            builder.build(try engine.layout(view)).commands.filter {
                if case .layer = $0 { return true }
                return false
            }.count, 1)
    }
}
