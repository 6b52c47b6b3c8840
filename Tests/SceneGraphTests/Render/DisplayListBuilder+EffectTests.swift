import Geometry
import Raster
import XCTest

@testable import SceneGraph

final class DisplayListBuilderEffectTests: XCTestCase {
    private let builder = DisplayListBuilder(scale: 2, images: FakeImages())

    private func commands(_ view: ViewNode) throws -> [DrawCommand] {
        builder.build(try engine.layout(view)).commands
    }

    func testBlurMakesALayerWithSigmaInDevicePixelsAndGrownBounds() throws {
        let view = ViewNode.modified(rectangle.frame(10, 10), .blur(radius: 3))
        guard case .layer(let layer)? = try commands(view).first else { return XCTFail("no layer") }
        XCTAssertEqual(layer.filters, [.blur(sigma: 6)])
        XCTAssertEqual(layer.content.commands.count, 1)
        // Content is 20×20 device px at (380, 834); bounds grow by 3σ + 1 plus the 1 px AA margin.
        XCTAssertEqual(layer.bounds, Rect(x: 380 - 20, y: 834 - 20, width: 60, height: 60))
    }

    func testShadowOffsetIsScaled() throws {
        let view = ViewNode.modified(rectangle.frame(10, 10), .shadow(color: .black, radius: 1, x: 2, y: 3))
        guard case .layer(let layer)? = try commands(view).first else { return XCTFail("no layer") }
        XCTAssertEqual(layer.filters, [.shadow(color: .black, sigma: 2, offset: Point(x: 4, y: 6))])
    }

    func testOpacityOutsideALayerBecomesTheLayersOpacity() throws {
        let view = ViewNode.modified(ViewNode.modified(rectangle.frame(10, 10), .compositingGroup), .opacity(0.5))
        guard case .layer(let layer)? = try commands(view).first else { return XCTFail("no layer") }
        XCTAssertEqual(layer.opacity, 0.5)
        guard case .fill(_, _, _, let multiply)? = layer.content.commands.first else { return XCTFail("no fill") }
        XCTAssertEqual(multiply, .white)
    }

    func testOpacityOnAGroupWithoutCompositingGroupReachesEachLeaf() throws {
        let view = ViewNode.modified(
            .stack(.z(alignment: .center), [rectangle.frame(10, 10), circle.frame(10, 10)]), .opacity(0.5))
        let list = try commands(view)
        XCTAssertEqual(list.count, 2)
        for command in list {
            guard case .fill(_, _, _, let m) = command else { return XCTFail("not a fill") }
            XCTAssertEqual(m.alpha, 0.5)
        }
    }

    func testRotationAboutTheCentreTurnsTheShape() throws {
        let view = ViewNode.modified(rectangle.frame(20, 10), .rotationEffect(.degrees(90), anchor: .center))
        guard case .fill(let path, _, _, _)? = try commands(view).first else { return XCTFail("no fill") }
        let b = path.controlPointBounds
        XCTAssertEqual(b.width, 20, accuracy: 1e-9)
        XCTAssertEqual(b.height, 40, accuracy: 1e-9)
        XCTAssertEqual(b.midX, 390, accuracy: 1e-9)
        XCTAssertEqual(b.midY, 844, accuracy: 1e-9)
    }

    func testScaleEffectScalesStrokesToo() throws {
        let stroked = ViewNode.shape(
            ShapeView(kind: .rectangle, drawing: .stroke(.color(.black), StrokeStyle(lineWidth: 2))))
        let view = ViewNode.modified(stroked.frame(10, 10), .scaleEffect(x: 3, y: 3, anchor: .center))
        guard case .fill(let path, _, _, _)? = try commands(view).first else { return XCTFail("no fill") }
        // 10 pt square, stroke 2 pt (1 outside), × 3 × 2 device px = 72 px wide.
        XCTAssertEqual(path.controlPointBounds.width, 72, accuracy: 1e-6)
    }

    func testClipAndMaskLayers() throws {
        let clipped = ViewNode.modified(rectangle.frame(10, 10), .cornerRadius(3))
        guard case .layer(let clipLayer)? = try commands(clipped).first else { return XCTFail("no layer") }
        XCTAssertNotNil(clipLayer.clip)
        let masked = ViewNode.modified(rectangle.frame(10, 10), .inverseMask(circle.frame(4, 4), alignment: .center))
        guard case .layer(let maskLayer)? = try commands(masked).first else { return XCTFail("no layer") }
        XCTAssertEqual(maskLayer.mask?.mode, .inverseAlpha)
        XCTAssertEqual(maskLayer.mask?.content.commands.count, 1)
    }
}
