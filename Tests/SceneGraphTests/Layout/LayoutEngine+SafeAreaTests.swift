import Geometry
import XCTest

@testable import SceneGraph

/// The safe area of an iPhone 15 Pro (393×852 points, 59 above, 34 below): what SwiftUI lays out
/// inside it and what extends beyond.
final class LayoutEngineSafeAreaTests: XCTestCase {
    static let phone = Size(width: 393, height: 852)
    static let insets = Insets(top: 59, bottom: 34)

    private func layout(_ view: ViewNode, insets: Insets = insets) throws -> RenderNode {
        var engine = LayoutEngine(canvas: Self.phone, images: FakeImages())
        engine.safeArea = insets
        return try engine.layout(view)
    }

    /// 852 − 59 − 34 = 759 points between the insets.
    let safe = Rect(x: 0, y: 59, width: 393, height: 759)
    let full = Rect(x: 0, y: 0, width: 393, height: 852)

    func testTheRootIsOfferedTheSafeAreaAndCentredInIt() throws {
        XCTAssertEqual(try layout(rectangle).frame, safe)
        // A 100×100 square sits at the safe area's centre, (59 + 818) / 2 = 438.5, not the screen's 426.
        XCTAssertEqual(try layout(rectangle.frame(100, 100)).frame, Rect(x: 146.5, y: 388.5, width: 100, height: 100))
        // Without insets the root has the whole canvas (the default: nothing moves).
        XCTAssertEqual(try layout(rectangle, insets: Insets()).frame, full)
    }

    func testIgnoringTheSafeAreaExtendsAViewThatReachesItsEdges() throws {
        let root = try layout(.modified(rectangle, .ignoresSafeArea(.all)))
        XCTAssertEqual(root.frame, full)
        // Only the edges named: the top extends, the bottom stays above the home indicator.
        let top = try layout(.modified(rectangle, .ignoresSafeArea(.top)))
        XCTAssertEqual(top.frame, Rect(x: 0, y: 0, width: 393, height: 818))
        let none = try layout(.modified(rectangle, .ignoresSafeArea([])))
        XCTAssertEqual(none.frame, safe)
    }

    func testAViewAwayFromTheEdgesDoesNotExtend() throws {
        // A 100-point square in the middle touches no edge of the safe area.
        let root = try layout(.modified(rectangle.frame(100, 100), .ignoresSafeArea(.all)))
        XCTAssertEqual(root.frame, Rect(x: 146.5, y: 388.5, width: 100, height: 100))
    }

    func testTheContentOfAnIgnoringViewIsOfferedTheLargerSpace() throws {
        // A VStack of a 20-point bar over a flexible rectangle, ignoring the top: offered 393×818,
        // the bar goes to the very top and the rectangle takes the rest (818 − 20 − 8 spacing).
        let stack = ViewNode.stack(.v(alignment: .center, spacing: 8), [rectangle.frame(nil, 20), rectangle])
        let root = try layout(.modified(stack, .ignoresSafeArea(.top)))
        XCTAssertEqual(root.node(0)?.frame, Rect(x: 0, y: 0, width: 393, height: 20))
        XCTAssertEqual(root.node(1)?.frame, Rect(x: 0, y: 28, width: 393, height: 790))
    }

    func testABackgroundReachingTheEdgesFillsTheInsets() throws {
        // A 40-point bar at the top of the safe area with a background ignoring the safe area
        // (what `.background(Color.blue)` lowers to): the bar stays, its background runs up to 0.
        let bar = ViewNode.modified(
            rectangle.frame(nil, 40), .background(.modified(rectangle, .ignoresSafeArea(.all)), alignment: .center))
        let stack = ViewNode.stack(
            .v(alignment: .center, spacing: 0),
            [bar, .modified(rectangle, .frame(width: 10, height: nil, alignment: .center))])
        let root = try layout(stack)
        let background = try XCTUnwrap(root.node(0, 0))
        let content = try XCTUnwrap(root.node(0, 1))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 59, width: 393, height: 40))
        XCTAssertEqual(background.frame, Rect(x: 0, y: 0, width: 393, height: 99))
    }

    func testAGeometryReaderReportsTheInsetsOnTheEdgesItReaches() throws {
        var reported: [Insets] = []
        let lock = NSLock()
        func reader() -> ViewNode {
            .geometryReader(
                ViewFunction(id: 7) { _, insets in
                    lock.withLock { reported.append(insets) }
                    return .empty
                })
        }
        // Filling the safe area, and filling the screen: both report 59 and 34.
        _ = try layout(reader())
        _ = try layout(.modified(reader(), .ignoresSafeArea(.all)))
        // In the middle: none.
        _ = try layout(reader().frame(100, 100))
        // Without a device: none.
        _ = try layout(reader(), insets: Insets())
        XCTAssertEqual(reported, [Self.insets, Self.insets, Insets(), Insets()])
    }

    func testAScrollViewClipsUnderTheInsetsOnItsAxis() throws {
        // Content 2,000 points long, at rest from the safe area's top; the clip runs on to the
        // screen's edges above and below.
        let content = ViewNode.modified(rectangle.frame(nil, 2000), .fixedSize(horizontal: false, vertical: true))
        let scroll = ViewNode.modified(
            .modified(
                content,
                .flexibleFrame(
                    FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
                )),
            .scrollClip([.top, .bottom]))
        let root = try layout(scroll)
        XCTAssertEqual(root.frame, Rect(x: 0, y: 59, width: 393, height: 2000))
        XCTAssertEqual(root.effects.list.last, .clip(.rectangle, rule: .nonZero, bounds: full))
        // Its content's views do not reach the insets on its axis: a first row's background
        // ignoring the safe area stays at the safe area's top.
        let row = ViewNode.modified(
            rectangle.frame(nil, 40), .background(.modified(rectangle, .ignoresSafeArea(.all)), alignment: .center))
        let rows = ViewNode.modified(
            .modified(
                .stack(.v(alignment: .center, spacing: 0), [row]), .fixedSize(horizontal: false, vertical: true)),
            .flexibleFrame(
                FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)))
        let scrolled = try layout(.modified(rows, .scrollClip([.top, .bottom])))
        XCTAssertEqual(scrolled.node(0, 0)?.frame, Rect(x: 0, y: 59, width: 393, height: 40))
        // A horizontal one clips at its own top and bottom.
        let sideways = try layout(.modified(rectangle, .scrollClip([.leading, .trailing])))
        XCTAssertEqual(sideways.effects.list.last, .clip(.rectangle, rule: .nonZero, bounds: safe))
    }
}
