import Geometry
import Raster
import XCTest

@testable import SceneGraph

final class LayoutEngineModifierTests: XCTestCase {
    private func layout(_ view: ViewNode) throws -> RenderNode { try engine.layout(view) }

    func testOverlayAndBackgroundTakeTheViewsFrame() throws {
        let view = ViewNode.modified(
            .modified(rectangle.frame(100, 40), .overlay(circle.frame(10, 10), alignment: .topTrailing)),
            .background(rectangle, alignment: .center))
        let root = try layout(view)
        // background(overlay(content)): [background, [content, overlay]].
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 145, y: 402, width: 100, height: 40))
        XCTAssertEqual(root.node(1, 0)?.frame, Rect(x: 145, y: 402, width: 100, height: 40))
        XCTAssertEqual(root.node(1, 1)?.frame, Rect(x: 235, y: 402, width: 10, height: 10))
    }

    func testPositionPlacesTheCentreAndTakesTheProposal() throws {
        let root = try layout(ViewNode.modified(rectangle.frame(20, 10), .position(x: 50, y: 60)))
        XCTAssertEqual(root.frame.size, canvas)
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 40, y: 55, width: 20, height: 10))
    }

    func testAspectRatioFitAndFill() throws {
        let fit = try layout(ViewNode.modified(rectangle, .aspectRatio(2, contentMode: .fit)).frame(100, 100))
        XCTAssertEqual(fit.frame.size, Size(width: 100, height: 50))
        let fill = try layout(ViewNode.modified(rectangle, .aspectRatio(2, contentMode: .fill)).frame(100, 100))
        XCTAssertEqual(fill.frame.size, Size(width: 200, height: 100))
        // A nil ratio uses the child's own: a 30×20 image scaled to fit 390 wide.
        let image = ViewNode.modified(
            .image(ImageView(name: "30x20", isResizable: true)), .aspectRatio(nil, contentMode: .fit))
        XCTAssertEqual(try layout(image).frame.size, Size(width: 390, height: 260))
    }

    func testFlexibleFrameClampsTheChildAndGrowsToTheProposal() throws {
        let maxWidth = ViewNode.modified(
            rectangle.frame(50, 10), .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
        let pass = LayoutPass(engine: engine)
        let proposal = ProposedSize(canvas)
        XCTAssertEqual(try pass.size(maxWidth, proposal, LayoutEnvironment(), NodeID([])).width, 390)
        // The frame spans the canvas and aligns its 50 pt child leading.
        XCTAssertEqual(try layout(maxWidth).frame.minX, 0)
        let minFrame = ViewNode.modified(
            rectangle.frame(50, 10), .flexibleFrame(FlexibleFrame(minWidth: 80, minHeight: 5, maxHeight: 8)))
        XCTAssertEqual(
            try pass.size(minFrame, proposal, LayoutEnvironment(), NodeID([9])), Size(width: 80, height: 8))
    }

    func testFixedSizeProposesTheIdealSize() throws {
        let view = ViewNode.modified(rectangle, .fixedSize(horizontal: true, vertical: false))
        XCTAssertEqual(try layout(view).frame.size, Size(width: 10, height: 844))
    }

    func testGeometryReaderBuildsFromItsSizeAndPlacesTopLeading() throws {
        let reader = ViewNode.geometryReader(
            ViewFunction(id: 1) { size, _ in rectangle.frame(size.width / 2, size.height / 4) })
        let root = try layout(reader.frame(200, 100))
        XCTAssertEqual(root.frame, Rect(x: 95, y: 372, width: 200, height: 100))
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 95, y: 372, width: 100, height: 25))
    }

    func testEffectsKeepTheirOrder() throws {
        let view = ViewNode.modified(
            .modified(.modified(circle.frame(10, 10), .blur(radius: 2)), .offset(x: 3, y: 0)),
            .rotationEffect(.degrees(90), anchor: .center))
        let node = try layout(view)
        XCTAssertEqual(
            node.effects.list,
            [.blur(radius: 2), .offset(Point(x: 3, y: 0)), .rotation(.degrees(90), anchor: Point(x: 195, y: 422))])
    }

    func testMaskIsLaidOutInTheViewsFrame() throws {
        let view = ViewNode.modified(rectangle.frame(100, 50), .mask(circle.frame(20, 20), alignment: .leading))
        let node = try layout(view)
        guard let mask = node.effects.list.first?.as(MaskEffect.self) else { return XCTFail("no mask") }
        XCTAssertFalse(mask.inverse)
        XCTAssertEqual(mask.node.frame, Rect(x: 145, y: 412, width: 20, height: 20))
    }
}

final class LayoutEngineClipTests: XCTestCase {
    func testClippedUsesTheFrameItModifiesNotTheChilds() throws {
        // An image filled into 80×62 overflows its frame; `.clipped()` cuts it to the frame.
        let image = ViewNode.modified(
            .image(ImageView(name: "30x20", isResizable: true)), .aspectRatio(nil, contentMode: .fill))
        let view = ViewNode.modified(image.frame(80, 62), .clipped)
        let node = try engine.layout(view)
        XCTAssertEqual(node.frame.height, 62, accuracy: 1e-9)  // fill: 93 wide × 62 high
        XCTAssertEqual(node.frame.width, 93, accuracy: 1e-9)
        guard let clip = node.effects.list.last?.as(ClipEffect.Resolved.self), clip.kind == .rectangle else {
            return XCTFail("no clip")
        }
        XCTAssertEqual(clip.bounds, Rect(x: 155, y: 391, width: 80, height: 62))
    }
}

final class LayoutEngineCacheTests: XCTestCase {
    func testAModifierAndItsChildDoNotShareCachedSizes() throws {
        // A flexible frame and the stack inside it share a node id; the stack must still be sized
        // as itself and centred in the frame.
        let item = ViewNode.stack(.v(alignment: .center, spacing: 2), [rectangle.frame(20, 20)])
            .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        let bar = ViewNode.stack(.h(alignment: .top, spacing: 0), [item, item])
        let root = try engine.layout(bar)
        // The frame is 195 wide; the stack (the node) is centred in it.
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 87.5, y: 412, width: 20, height: 20))
        XCTAssertEqual(root.node(1)?.frame, Rect(x: 282.5, y: 412, width: 20, height: 20))
    }
}
