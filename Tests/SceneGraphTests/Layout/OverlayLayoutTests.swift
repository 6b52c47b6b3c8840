import Geometry
import XCTest

@testable import SceneGraph

/// Overlays and backgrounds, ZStacks, alignment guides, frames, offsets, fixed sizes and aspect
/// ratios as SwiftUI lays them out: each case's name gives the reasoning from the algorithm for
/// the size and frames it expects (see `LayoutTableCase`). `box(w, h)` is a view of exactly
/// that size; `rectangle` takes whatever it is offered (10 × 10 offered nothing).
final class OverlayLayoutTests: XCTestCase {
    private typealias Case = LayoutTableCase
    private static func box(_ w: Double, _ h: Double) -> ViewNode { TableViews.box(w, h) }
    private static let screen = ProposedSize(width: 390, height: 844)
    private static func offered(_ w: Double?, _ h: Double?) -> ProposedSize { ProposedSize(width: w, height: h) }
    private static func overlay(_ view: ViewNode, _ layer: ViewNode, _ alignment: LayoutAlignment = .center) -> ViewNode
    {
        .modified(view, .overlay(layer, alignment: alignment))
    }
    private static func padded(_ view: ViewNode, _ e: Insets) -> ViewNode { .modified(view, .padding(e)) }
    private static func flexible(_ view: ViewNode, _ frame: FlexibleFrame) -> ViewNode {
        .modified(view, .flexibleFrame(frame))
    }
    private static func guide(
        _ view: ViewNode, _ key: AlignmentKey, _ value: @escaping @Sendable (GuideDimensions) -> Double
    ) -> ViewNode { TableViews.guide(view, key, value) }
    private static func fixedSize(_ view: ViewNode, _ h: Bool = true, _ v: Bool = true) -> ViewNode {
        .modified(view, .fixedSize(horizontal: h, vertical: v))
    }
    private static func aspect(_ view: ViewNode, _ ratio: Double?, _ mode: AspectMode) -> ViewNode {
        .modified(view, .aspectRatio(ratio, contentMode: mode))
    }

    private static let cases: [Case] = [
        // Overlays and backgrounds: the secondary view is offered the primary's size and placed
        // with its alignment guides on the primary's; the pair takes the primary's size.
        Case(
            "an overlay is offered the primary view's size and centred on it: a 20-point square in the middle of "
                + "100 × 60", overlay(box(100, 60), box(20, 20)), proposal: screen, size: Size(width: 100, height: 60),
            frames: [([0], Rect(x: 0, y: 0, width: 100, height: 60)), ([1], Rect(x: 40, y: 20, width: 20, height: 20))]),
        Case(
            "overlay(alignment: .topTrailing): the overlay's top-trailing corner on the primary's, x = 100 − 20",
            overlay(box(100, 60), box(20, 20), .topTrailing), proposal: screen, size: Size(width: 100, height: 60),
            frames: [([1], Rect(x: 80, y: 0, width: 20, height: 20))]),
        Case(
            "a flexible overlay (a Color) takes the whole of the size it is offered, the primary's",
            overlay(box(100, 60), rectangle), proposal: screen, size: Size(width: 100, height: 60),
            frames: [([1], Rect(x: 0, y: 0, width: 100, height: 60))]),
        Case(
            "an overlay larger than its view does not change the layout: the view stays 50 × 50, the 80-point "
                + "overlay centred on it overflows by 15 on every side",
            overlay(box(50, 50), box(80, 80)), proposal: screen, size: Size(width: 50, height: 50),
            frames: [([1], Rect(x: -15, y: -15, width: 80, height: 80))]),
        Case(
            "background(alignment: .bottomLeading) is drawn first (node 0), its bottom-leading corner on the view's",
            .modified(box(100, 60), .background(box(30, 10), alignment: .bottomLeading)), proposal: screen,
            size: Size(width: 100, height: 60),
            frames: [([0], Rect(x: 0, y: 50, width: 30, height: 10)), ([1], Rect(x: 0, y: 0, width: 100, height: 60))]),
        Case(
            "an overlay takes no space in a stack: the next view starts after the 50-point view, not after the "
                + "100-point overlay",
            TableViews.h([overlay(box(50, 50), box(100, 10)), box(50, 50)]), proposal: screen,
            size: Size(width: 100, height: 50),
            frames: [
                ([0, 1], Rect(x: -25, y: 20, width: 100, height: 10)), ([1], Rect(x: 50, y: 0, width: 50, height: 50)),
            ]),
        Case(
            "padding before an overlay: the overlay covers the padded view, 40 + 2 × 10",
            overlay(padded(box(40, 40), Insets(top: 10, leading: 10, bottom: 10, trailing: 10)), rectangle),
            proposal: screen, size: Size(width: 60, height: 60),
            frames: [([0], Rect(x: 10, y: 10, width: 40, height: 40)), ([1], Rect(x: 0, y: 0, width: 60, height: 60))]),
        Case(
            "an overlay written before the padding covers only the unpadded view",
            padded(overlay(box(40, 40), rectangle), Insets(top: 10, leading: 10, bottom: 10, trailing: 10)),
            proposal: screen, size: Size(width: 60, height: 60),
            frames: [([], Rect(x: 10, y: 10, width: 40, height: 40)), ([1], Rect(x: 10, y: 10, width: 40, height: 40))]),
        Case(
            "the badge: an overlay at .topTrailing whose top and trailing guides are its centre puts its centre on "
                + "the corner, at (80 − 12, 0 − 12)",
            overlay(
                box(80, 80),
                guide(guide(box(24, 24), .vertical(.top)) { $0[.vertical(.center)] }, .horizontal(.trailing)) {
                    $0[.horizontal(.center)]
                }, .topTrailing), proposal: screen, size: Size(width: 80, height: 80),
            frames: [([1], Rect(x: 68, y: -12, width: 24, height: 24))]),
        Case(
            "the primary view's guides count too: its leading guide moved 20 in puts a leading overlay at x = 20 "
                + "(and centred down, (100 − 10) / 2)",
            overlay(guide(box(100, 100), .horizontal(.leading)) { _ in 20 }, box(10, 10), .leading), proposal: screen,
            size: Size(width: 100, height: 100), frames: [([1], Rect(x: 20, y: 45, width: 10, height: 10))]),

        // ZStack: its children are offered the proposal and put with their alignment guides on
        // one line each way; it is the union of their frames.
        Case(
            "ZStack centres its children: the 20-point square in the middle of the 60-point one",
            TableViews.z([box(60, 60), box(20, 20)]), proposal: screen, size: Size(width: 60, height: 60),
            frames: [([0], Rect(x: 0, y: 0, width: 60, height: 60)), ([1], Rect(x: 20, y: 20, width: 20, height: 20))]),
        Case(
            "ZStack(alignment: .bottomTrailing): every child's bottom-trailing corner on the stack's, 60 − 20",
            TableViews.z([box(60, 60), box(20, 20)], .bottomTrailing), proposal: screen,
            size: Size(width: 60, height: 60), frames: [([1], Rect(x: 40, y: 40, width: 20, height: 20))]),
        Case(
            "ZStack is as wide as its widest child and as tall as its tallest, even when they are different ones: "
                + "80 × 60 from 80 × 20 and 20 × 60",
            TableViews.z([box(80, 20), box(20, 60)]), proposal: screen, size: Size(width: 80, height: 60),
            frames: [([0], Rect(x: 0, y: 20, width: 80, height: 20)), ([1], Rect(x: 30, y: 0, width: 20, height: 60))]),
        Case(
            "ZStack(alignment: .topLeading) with children of different sizes: all at the top-leading corner",
            TableViews.z([box(80, 20), box(20, 60)], .topLeading), proposal: screen, size: Size(width: 80, height: 60),
            frames: [([0], Rect(x: 0, y: 0, width: 80, height: 20)), ([1], Rect(x: 0, y: 0, width: 20, height: 60))]),
        Case(
            "a flexible child takes the whole proposal and the ZStack with it, 200 × 100; the square is centred",
            TableViews.z([rectangle, box(20, 20)]), proposal: offered(200, 100), size: Size(width: 200, height: 100),
            frames: [
                ([0], Rect(x: 0, y: 0, width: 200, height: 100)), ([1], Rect(x: 90, y: 40, width: 20, height: 20)),
            ]),
        Case(
            "layoutPriority in a ZStack: the child of the highest priority alone sizes it (30 × 20), and the "
                + "flexible one (a background Color) is offered that size",
            TableViews.z([rectangle, .modified(box(30, 20), .layoutPriority(1))]), proposal: offered(200, 200),
            size: Size(width: 30, height: 20),
            frames: [([0], Rect(x: 0, y: 0, width: 30, height: 20)), ([1], Rect(x: 0, y: 0, width: 30, height: 20))]),
        Case(
            "alignment guides in a ZStack: a child whose leading and top guides are 10 in sits 10 up and left of "
                + "the other; the stack grows to hold both, 10 + 60",
            TableViews.z(
                [
                    box(60, 60),
                    guide(guide(box(20, 20), .horizontal(.leading)) { _ in 10 }, .vertical(.top)) { _ in 10 },
                ], .topLeading), proposal: screen, size: Size(width: 70, height: 70),
            frames: [([0], Rect(x: 10, y: 10, width: 60, height: 60)), ([1], Rect(x: 0, y: 0, width: 20, height: 20))]),
        Case(
            "a view an if left out does not size a ZStack",
            TableViews.z([box(40, 40), TableViews.absent]), proposal: screen, size: Size(width: 40, height: 40),
            frames: [([0], Rect(x: 0, y: 0, width: 40, height: 40))]),

        // Alignment guides in stacks: across the stack, each child's guide for the stack's
        // alignment on one line; the stack is as thick as the union of the children's extents.
        Case(
            "VStack(alignment: .leading): a leading guide of −30 moves the view 30 right of the line; the stack "
                + "stays as wide as its widest view",
            TableViews.v([box(100, 20), guide(box(50, 20), .horizontal(.leading)) { _ in -30 }], .leading),
            proposal: screen, size: Size(width: 100, height: 40),
            frames: [([0], Rect(x: 0, y: 0, width: 100, height: 20)), ([1], Rect(x: 30, y: 20, width: 50, height: 20))]),
        Case(
            "VStack(alignment: .leading): a view whose leading guide is its trailing edge ends on the line, and the "
                + "stack grows leftwards to hold it, 40 + 100",
            TableViews.v(
                [box(100, 20), guide(box(40, 20), .horizontal(.leading)) { $0[.horizontal(.trailing)] }], .leading),
            proposal: screen, size: Size(width: 140, height: 40),
            frames: [([0], Rect(x: 40, y: 0, width: 100, height: 20)), ([1], Rect(x: 0, y: 20, width: 40, height: 20))]),
        Case(
            "HStack(alignment: .top): a top guide at half its height raises the view by 20; the stack is 20 + 40 tall",
            TableViews.h([box(40, 40), guide(box(40, 40), .vertical(.top)) { $0.size.height / 2 }], .top),
            proposal: screen, size: Size(width: 80, height: 60),
            frames: [([0], Rect(x: 0, y: 20, width: 40, height: 40)), ([1], Rect(x: 40, y: 0, width: 40, height: 40))]),
        Case(
            "a guide for another alignment changes nothing: an HStack aligned .bottom ignores a moved top guide",
            TableViews.h([box(40, 40), guide(box(40, 20), .vertical(.top)) { _ in 100 }], .bottom), proposal: screen,
            size: Size(width: 80, height: 40), frames: [([1], Rect(x: 40, y: 20, width: 40, height: 20))]),
        Case(
            "VStack (centred): a centre guide at 0 puts the view's leading edge on the other view's centre, x = 50",
            TableViews.v([box(100, 20), guide(box(40, 20), .horizontal(.center)) { _ in 0 }]), proposal: screen,
            size: Size(width: 100, height: 40),
            frames: [([0], Rect(x: 0, y: 0, width: 100, height: 20)), ([1], Rect(x: 50, y: 20, width: 40, height: 20))]),
        Case(
            "padding passes a guide on, moved by its inset: a leading guide of 10 under 5 of leading padding is at "
                + "15, so the padded view starts 15 left of the line (the stack is 15 + 100 wide)",
            TableViews.v(
                [box(100, 20), padded(guide(box(40, 20), .horizontal(.leading)) { _ in 10 }, Insets(leading: 5))],
                .leading),
            proposal: screen, size: Size(width: 115, height: 40),
            frames: [([0], Rect(x: 15, y: 0, width: 100, height: 20)), ([1], Rect(x: 5, y: 20, width: 40, height: 20))]),

        // Frames: a fixed frame takes its size and puts its child with the child's guides for its
        // alignment on its own.
        Case(
            "frame(width: 100, height: 100, alignment: .bottomTrailing) puts a 30 × 20 view in its corner",
            box(30, 20).frame(100, 100, .bottomTrailing), proposal: screen, size: Size(width: 100, height: 100),
            frames: [([], Rect(x: 70, y: 80, width: 30, height: 20))]),
        Case(
            "frame(width: 100, height: 50) centres its child: ((100 − 30) / 2, (50 − 20) / 2)",
            box(30, 20).frame(100, 50), proposal: screen, size: Size(width: 100, height: 50),
            frames: [([], Rect(x: 35, y: 15, width: 30, height: 20))]),
        Case(
            "a frame aligns its child by the child's guides: a leading guide of −10 puts the view 10 in from a "
                + "leading frame's edge",
            guide(box(30, 20), .horizontal(.leading)) { _ in -10 }.frame(100, 20, .leading), proposal: screen,
            size: Size(width: 100, height: 20), frames: [([], Rect(x: 10, y: 0, width: 30, height: 20))]),
        Case(
            "frame(width: 100) alone takes its child's height: 100 × 20, the child centred across",
            box(30, 20).frame(100, nil), proposal: screen, size: Size(width: 100, height: 20),
            frames: [([], Rect(x: 35, y: 0, width: 30, height: 20))]),
        Case(
            "a frame smaller than its child is still its own size, 40 × 40; the child keeps its 80 × 80 and "
                + "overflows, centred",
            box(80, 80).frame(40, 40), proposal: screen, size: Size(width: 40, height: 40),
            frames: [([], Rect(x: -20, y: -20, width: 80, height: 80))]),
        Case(
            "frame(maxWidth: .infinity, alignment: .leading) takes the width offered and puts its child at its "
                + "leading edge",
            flexible(box(30, 20), FlexibleFrame(maxWidth: .infinity, alignment: .leading)), proposal: offered(200, 100),
            size: Size(width: 200, height: 20), frames: [([], Rect(x: 0, y: 0, width: 30, height: 20))]),
        Case(
            "frame(minWidth: 50, maxWidth: 80) offered 200 around a 30-point view grows towards the offer and stops "
                + "at its maximum, 80; the view is centred",
            flexible(box(30, 20), FlexibleFrame(minWidth: 50, maxWidth: 80)), proposal: offered(200, 100),
            size: Size(width: 80, height: 20), frames: [([], Rect(x: 25, y: 0, width: 30, height: 20))]),
        Case(
            "position(x: 50, y: 30) takes the whole proposal and puts the view's centre there",
            .modified(box(20, 20), .position(x: 50, y: 30)), proposal: offered(200, 100),
            size: Size(width: 200, height: 100), frames: [([0], Rect(x: 40, y: 20, width: 20, height: 20))]),

        // Offsets move the drawing only.
        Case(
            "offset moves the drawing, not the layout: the offset view keeps its frame and the next view in the "
                + "stack still starts at 50",
            TableViews.h([box(50, 50).offset(20, 20), box(50, 50)]), proposal: screen,
            size: Size(width: 100, height: 50),
            frames: [([0], Rect(x: 0, y: 0, width: 50, height: 50)), ([1], Rect(x: 50, y: 0, width: 50, height: 50))]),

        // Fixed sizes: the child is offered nothing (its ideal length) on the fixed axes.
        Case(
            "fixedSize() gives a flexible view its ideal size, 10 × 10 for a shape, centred in the frame around it",
            fixedSize(rectangle).frame(100, 100), proposal: screen, size: Size(width: 100, height: 100),
            frames: [([], Rect(x: 45, y: 45, width: 10, height: 10))]),
        Case(
            "fixedSize(horizontal: true, vertical: false): the ideal width, 10, and the height offered",
            fixedSize(rectangle, true, false), proposal: offered(200, 100), size: Size(width: 10, height: 100),
            frames: [([], Rect(x: 0, y: 0, width: 10, height: 100))]),
        Case(
            "fixedSize on a view of fixed size changes nothing",
            fixedSize(box(30, 20)), proposal: offered(10, 10), size: Size(width: 30, height: 20),
            frames: [([], Rect(x: 0, y: 0, width: 30, height: 20))]),

        // Aspect ratios: the child is offered the largest (fit) or smallest (fill) size of the
        // ratio in (or around) the proposal.
        Case(
            "aspectRatio(2, contentMode: .fit) in 200 × 200: the largest 2:1 size that fits, 200 × 100",
            aspect(rectangle, 2, .fit), proposal: offered(200, 200), size: Size(width: 200, height: 100),
            frames: [([], Rect(x: 0, y: 0, width: 200, height: 100))]),
        Case(
            "aspectRatio(2, contentMode: .fill) in 200 × 200: the smallest 2:1 size that covers it, 400 × 200",
            aspect(rectangle, 2, .fill), proposal: offered(200, 200), size: Size(width: 400, height: 200)),
        Case(
            "aspectRatio(0.5, contentMode: .fit) in 200 × 200: 100 × 200",
            aspect(rectangle, 0.5, .fit), proposal: offered(200, 200), size: Size(width: 100, height: 200)),
        Case(
            "scaledToFit() of a resizable 40 × 20 image in 100 × 100: its own 2:1 ratio, 100 × 50",
            aspect(.image(ImageView(name: "40x20", isResizable: true)), nil, .fit), proposal: offered(100, 100),
            size: Size(width: 100, height: 50)),
        Case(
            "aspectRatio(2) offered only a width, 120: the height follows, 60",
            aspect(rectangle, 2, .fit), proposal: offered(120, nil), size: Size(width: 120, height: 60)),

        // Guides across nested stacks and custom alignments: a stack has the guides its
        // children set (their mean, as SwiftUI's AlignmentID combines them), and a custom
        // alignment's default is its function of the view's dimensions.
        Case(
            "a guide set inside a nested VStack is the stack's: its second view's top, 30 down the stack (no "
                + "spacing here), meets the square's top, which goes down 30; the HStack is as tall as the VStack",
            TableViews.h(
                [box(20, 20), TableViews.v([box(40, 30), guide(box(40, 30), .vertical(.top)) { _ in 0 }])], .top),
            proposal: screen, size: Size(width: 60, height: 60),
            frames: [([0], Rect(x: 0, y: 30, width: 20, height: 20)), ([1], Rect(x: 20, y: 0, width: 40, height: 60))]),
        Case(
            "two views of a nested VStack set the guide: the stack's is their mean, (0 + 30) / 2 = 15",
            TableViews.h(
                [
                    box(20, 20),
                    TableViews.v([
                        guide(box(40, 30), .vertical(.top)) { _ in 0 }, guide(box(40, 30), .vertical(.top)) { _ in 0 },
                    ]),
                ], .top), proposal: screen, size: Size(width: 60, height: 60),
            frames: [([0], Rect(x: 0, y: 15, width: 20, height: 20)), ([1], Rect(x: 20, y: 0, width: 40, height: 60))]),
        Case(
            "a custom alignment whose default is a quarter of the height: the 40-point view's quarter (10) on the "
                + "80-point view's (20), so it goes down 10",
            TableViews.h([box(20, 40), box(20, 80)], .custom(quarter)), proposal: screen,
            size: Size(width: 40, height: 80),
            frames: [([0], Rect(x: 0, y: 10, width: 20, height: 40)), ([1], Rect(x: 20, y: 0, width: 20, height: 80))]),
        Case(
            "a custom alignment read through a nested stack that sets none: the stack's own default, a quarter of "
                + "its 60 (15), meets the square's quarter (5), so the square goes down 10",
            TableViews.h([box(20, 20), TableViews.v([box(40, 30), box(40, 30)])], .custom(quarter)),
            proposal: screen, size: Size(width: 60, height: 60),
            frames: [([0], Rect(x: 0, y: 10, width: 20, height: 20)), ([1], Rect(x: 20, y: 0, width: 40, height: 60))]),
    ]

    /// A scene's own alignment (an `AlignmentID`) at a quarter of the view's height.
    private enum Quarter {}
    private static let quarter = CustomAlignment(id: ObjectIdentifier(Quarter.self)) { $0.size.height / 4 }

    func testTheTable() throws {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 40)
        var failures: [String] = []
        for c in Self.cases { failures += try c.failures(engine: engine) }
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    func testAnOffsetIsADrawingEffect() throws {
        let root = try engine.layout(Self.box(50, 50).offset(20, 10))
        XCTAssertEqual(root.effects.list, [.offset(Point(x: 20, y: 10))])
    }

    /// A guide's closure sees the size of the view and the guides set inside it.
    func testAGuideReadsTheGuidesSetInsideIt() throws {
        let inner = Self.guide(Self.box(40, 20), .horizontal(.trailing)) { _ in 25 }
        let outer = Self.guide(inner, .horizontal(.leading)) { d in
            d.explicit[.horizontal(.trailing)] == 25 && d.size == Size(width: 40, height: 20)
                ? d[.horizontal(.trailing)] : -1
        }
        let stack = TableViews.v([Self.box(100, 20), outer], .leading)
        let root = try engine.layout(stack)
        let a = try XCTUnwrap(root.node(0))
        let b = try XCTUnwrap(root.node(1))
        XCTAssertEqual(b.frame.minX - a.frame.minX, -25, "its leading guide is its trailing one, 25 in")
    }
}
