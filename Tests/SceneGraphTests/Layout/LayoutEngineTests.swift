import Geometry
import XCTest

@testable import SceneGraph

final class LayoutEngineTests: XCTestCase {
    func testZStackCentresChildrenAndSizesToTheLargest() throws {
        let view = ViewNode.stack(
            .z(alignment: .center), [rectangle.frame(100, 50), circle.frame(20, 20).offset(30, 0)])
        let root = try engine.layout(view)
        XCTAssertEqual(root.frame, Rect(x: 145, y: 397, width: 100, height: 50))
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 145, y: 397, width: 100, height: 50))
        XCTAssertEqual(root.node(1)?.frame, Rect(x: 185, y: 412, width: 20, height: 20))
        // offset moves drawing only.
        XCTAssertEqual(root.node(1)?.effects.offset, Point(x: 30, y: 0))
    }

    func testShapeTakesTheWholeProposal() throws {
        let root = try engine.layout(circle)
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 390, height: 844))
    }

    func testFrameAlignsItsChild() throws {
        let view = rectangle.frame(10, 10).frame(100, 60, .bottomTrailing)
        let root = try engine.layout(view)
        XCTAssertEqual(root.frame, Rect(x: 235, y: 442, width: 10, height: 10))
    }

    func testPaddingAddsAroundTheChild() throws {
        let view = ViewNode.modified(
            rectangle.frame(10, 20), .padding(Insets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        let size = try LayoutPass(engine: engine).size(view, .unspecified, LayoutEnvironment(), NodeID([]))
        XCTAssertEqual(size, Size(width: 16, height: 24))
    }

    func testHStackPlacesChildrenWithSpacingAndGivesSpacersTheRest() throws {
        let view = ViewNode.stack(
            .h(alignment: .center, spacing: 10),
            [rectangle.frame(50, 20), .spacer(minLength: nil), rectangle.frame(30, 40)]
        ).frame(300, nil)
        let root = try engine.layout(view)
        let stack = try XCTUnwrap(root)
        XCTAssertEqual(stack.frame.width, 300)
        XCTAssertEqual(stack.frame.height, 40)
        let left = try XCTUnwrap(stack.node(0))
        let spacer = try XCTUnwrap(stack.node(1))
        let right = try XCTUnwrap(stack.node(2))
        XCTAssertEqual(left.frame.minX, 45)
        XCTAssertEqual(left.frame.minY, stack.frame.minY + 10)  // centred vertically
        XCTAssertEqual(spacer.frame.width, 300 - 50 - 30 - 20)
        XCTAssertEqual(right.frame.maxX, 345)
    }

    func testVStackWithLeadingAlignment() throws {
        let view = ViewNode.stack(
            .v(alignment: .leading, spacing: nil), [rectangle.frame(50, 20), rectangle.frame(80, 10)])
        let root = try engine.layout(view)
        XCTAssertEqual(root.frame.size, Size(width: 80, height: 38))
        XCTAssertEqual(root.node(0)?.frame.minX, root.frame.minX)
        XCTAssertEqual(root.node(1)?.frame.minY, root.frame.minY + 28)
    }

    func testResizableImageFillsTheProposalAndAFixedOneKeepsItsPixels() throws {
        let resizable = try engine.layout(.image(ImageView(name: "30x20", isResizable: true)))
        XCTAssertEqual(resizable.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        let fixed = try engine.layout(.image(ImageView(name: "30x20")))
        XCTAssertEqual(fixed.frame, Rect(x: 180, y: 412, width: 30, height: 20))
    }

    func testMissingImageReportsItsLocation() {
        let view = ViewNode.image(ImageView(name: "nope", location: SourceLocation(line: 4, column: 9)))
        XCTAssertThrowsError(try engine.layout(view)) { error in
            let e = error as? LayoutError
            XCTAssertEqual(e?.message, "image asset 'nope' not found")
            XCTAssertEqual(e?.location, SourceLocation(line: 4, column: 9))
        }
    }

    func testEffectsAccumulate() throws {
        let view = ViewNode.modified(
            .modified(
                .modified(circle, .colorMultiply(.init(white: 0.5))), .colorMultiply(.init(white: 0.5, alpha: 0.5))),
            .opacity(0.5))
        let node = try engine.layout(view)
        XCTAssertEqual(node.effects.multiply, .init(white: 0.25, alpha: 0.5))
        XCTAssertEqual(node.effects.opacity, 0.5)
    }

    func testForegroundColorResolvesForegroundPaint() throws {
        let view = ViewNode.modified(circle, .foregroundColor(.init(red: 1, green: 0, blue: 0)))
        let node = try engine.layout(view)
        guard case .shape(let shape) = node.content else { return XCTFail("not a shape") }
        XCTAssertEqual(shape.paint, .solid(.init(red: 1, green: 0, blue: 0)))
    }

    func testIdentityIsTheChildIndexPath() throws {
        let view = ViewNode.stack(
            .z(alignment: .center), [rectangle, .stack(.z(alignment: .center), [circle, circle])])
        let root = try engine.layout(view)
        XCTAssertEqual(root.node(1, 1)?.id, NodeID([1, 1]))
    }

    /// A framed view and the view inside its frame share a node id; measuring one must not
    /// answer for the other when the stack proposes the frame's own size.
    func testFramedStackInAStackKeepsItsFrame() throws {
        let inner = ViewNode.stack(.z(alignment: .center), [rectangle.frame(10, 10)]).frame(130, 120)
        let stack = ViewNode.stack(.v(alignment: .center, spacing: 24), [rectangle.frame(56, 56).frame(60, 60), inner])
        let root = try engine.layout(stack)
        XCTAssertEqual(root.frame, Rect(x: 130, y: 320, width: 130, height: 204))
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 167, y: 322, width: 56, height: 56))
        XCTAssertEqual(root.node(1)?.frame, Rect(x: 190, y: 459, width: 10, height: 10))
    }
}
