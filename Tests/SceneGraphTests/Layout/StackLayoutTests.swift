import Geometry
import XCTest

@testable import SceneGraph

/// HStack and VStack as SwiftUI lays them out (`LayoutPass.linearLayout`): spacing, order by
/// priority and flexibility, even offers of what remains. Each case gives the frames SwiftUI
/// gives the children (x or y, and length along the stack, relative to the stack), with the
/// reasoning from the algorithm. Rectangles take any length they are offered; `fixed(w)` is a
/// rectangle framed to `w`.
final class StackLayoutTests: XCTestCase {
    private struct Case {
        let name: String
        let stack: ViewNode
        /// Proposed length along the axis (the cross length is 100).
        let proposal: Double
        /// Each child's (start, length) along the axis.
        let expected: [(Double, Double)]
        var horizontal = true
    }

    private static func h(_ children: [ViewNode], spacing: Double? = nil) -> ViewNode {
        .stack(.h(alignment: .center, spacing: spacing), children)
    }
    private static func v(_ children: [ViewNode], spacing: Double? = nil) -> ViewNode {
        .stack(.v(alignment: .center, spacing: spacing), children)
    }
    private static func fixed(_ w: Double) -> ViewNode { rectangle.frame(w, 10) }
    private static func fixedHeight(_ h: Double) -> ViewNode { rectangle.frame(10, h) }
    private static func flexible(min: Double? = nil, max: Double? = nil) -> ViewNode {
        .modified(rectangle, .flexibleFrame(FlexibleFrame(minWidth: min, maxWidth: max)))
    }
    private static func priority(_ view: ViewNode, _ p: Double) -> ViewNode { .modified(view, .layoutPriority(p)) }
    private static let spacer = ViewNode.spacer(minLength: nil)
    /// What an `if` that took no branch leaves.
    private static let absent = ViewNode.modified(.empty, .branch(1))

    private static let cases: [Case] = [
        Case(
            name: "three rectangles, no spacing: 300 split evenly",
            stack: h([rectangle, rectangle, rectangle], spacing: 0), proposal: 300,
            expected: [(0, 100), (100, 100), (200, 100)]),
        Case(
            name: "default spacing is 8 between views: (316 − 16) / 3 each",
            stack: h([rectangle, rectangle, rectangle]), proposal: 316,
            expected: [(0, 100), (108, 100), (216, 100)]),
        Case(
            name: "explicit spacing replaces the default",
            stack: h([rectangle, rectangle], spacing: 20), proposal: 220,
            expected: [(0, 100), (120, 100)]),
        Case(
            name: "a fixed view (no flexibility) goes first and takes its 50; the rest gets 150",
            stack: h([rectangle, fixed(50)], spacing: 0), proposal: 200,
            expected: [(0, 150), (150, 50)]),
        Case(
            name: "objc.io: maxWidth 100 is less flexible than minWidth 100; offered 75 each, the "
                + "second still takes its minimum 100 and the stack overflows",
            stack: h([flexible(max: 100), flexible(min: 100)], spacing: 0), proposal: 150,
            expected: [(0, 75), (75, 100)]),
        Case(
            name: "a frame's maximum caps it; what it leaves goes to the next",
            stack: h([flexible(max: 40), rectangle], spacing: 0), proposal: 200,
            expected: [(0, 40), (40, 160)]),
        Case(
            name: "a maxWidth: .infinity frame around a rigid view can grow for ever (offered infinity it "
                + "takes it): the fixed view goes first and the frame gets the rest, 251, its 20-pt view centred "
                + "in it (a TabView's content)",
            stack: h(
                [.modified(fixed(20), .flexibleFrame(FlexibleFrame(maxWidth: .infinity))), fixed(49)], spacing: 0),
            proposal: 300, expected: [(115.5, 20), (251, 49)]),
        Case(
            name: "no spacing next to a Spacer: 50 + 200 + 50",
            stack: h([fixed(50), spacer, fixed(50)]), proposal: 300,
            expected: [(0, 50), (50, 200), (250, 50)]),
        Case(
            name: "a Spacer has the lowest priority: the rectangle is offered 300 less the spacer's 8",
            stack: h([rectangle, spacer]), proposal: 300,
            expected: [(0, 292), (292, 8)]),
        Case(
            name: "two spacers share what the fixed view leaves",
            stack: h([spacer, fixed(100), spacer]), proposal: 300,
            expected: [(0, 100), (100, 100), (200, 100)]),
        Case(
            name: "Spacer(minLength: 0) can vanish",
            stack: h([rectangle, .spacer(minLength: 0)]), proposal: 300,
            expected: [(0, 300), (300, 0)]),
        Case(
            name: "a spacer squeezed below its minimum keeps it: the stack overflows",
            stack: h([fixed(200), spacer, fixed(200)]), proposal: 300,
            expected: [(0, 200), (200, 8), (208, 200)]),
        Case(
            name: "layoutPriority(1) is offered everything the lower priority's minimums leave",
            stack: h([rectangle, priority(rectangle, 1), rectangle], spacing: 0), proposal: 300,
            expected: [(0, 0), (0, 300), (300, 0)]),
        Case(
            name: "the minimums of lower priorities are kept back: 300 − 40 for the priority-1 view",
            stack: h([priority(rectangle, 1), flexible(min: 40)], spacing: 0), proposal: 300,
            expected: [(0, 260), (260, 40)]),
        Case(
            name: "priority groups in order, each evenly: 2 gets 100, then 1s share 200",
            stack: h([priority(rectangle, 1), priority(flexible(max: 100), 2), priority(rectangle, 1)], spacing: 0),
            proposal: 300, expected: [(0, 100), (100, 100), (200, 100)]),
        Case(
            name: "negative priority goes after 0, like a spacer's",
            stack: h([priority(rectangle, -1), fixed(50)], spacing: 0), proposal: 200,
            expected: [(0, 150), (150, 50)]),
        Case(
            name: "between two endlessly flexible views, the larger minimum goes first: offered 50, "
                + "it takes its 80; the other gets the 20 left",
            stack: h([rectangle, flexible(min: 80, max: .infinity)], spacing: 0), proposal: 100,
            expected: [(0, 20), (20, 80)]),
        Case(
            name: "a nested stack that starts with a Spacer has no spacing on that edge (a playful "
                + "button's row): 30 + 8 + (8 + 52) overflows 96 by 2",
            stack: h([fixed(30), spacer, h([spacer, fixed(52)])]), proposal: 96,
            expected: [(0, 30), (30, 8), (38, 60)]),
        Case(
            name: "padding puts its own space on its padded edges: the default spacing is back (the "
                + "padded spacer, lowest priority still, takes the 42 left: 8 of padding and 34 of spacer)",
            stack: h([.modified(spacer, .padding(Insets(top: 4, leading: 4, bottom: 4, trailing: 4))), fixed(50)]),
            proposal: 100, expected: [(4, 34), (50, 50)]),
        Case(
            name: "padding on its leading edge only keeps the spacer's zero on its trailing edge: 4 of "
                + "padding and 46 of spacer",
            stack: h([.modified(spacer, .padding(Insets(leading: 4))), fixed(50)]), proposal: 100,
            expected: [(4, 46), (50, 50)]),
        Case(
            name: "a view an if left out takes no space and no spacing",
            stack: v([fixedHeight(50), absent, fixedHeight(50)]), proposal: 300,
            expected: [(0, 50), (50, 0), (58, 50)], horizontal: false),
        Case(
            name: "an absent first view: no spacing before the first present one",
            stack: v([absent, fixedHeight(50), fixedHeight(50)]), proposal: 300,
            expected: [(0, 0), (0, 50), (58, 50)], horizontal: false),
        Case(
            name: "VStack: the same algorithm along y",
            stack: v([rectangle, fixedHeight(100), spacer]), proposal: 400,
            expected: [(0, 284), (292, 100), (392, 8)], horizontal: false),
        Case(
            name: "VStack: a priority-1 rectangle beside a spacer (no spacing) gets 400 less the spacer's 8",
            stack: v([priority(rectangle, 1), spacer]), proposal: 400,
            expected: [(0, 392), (392, 8)], horizontal: false),
        Case(
            name: "padding makes a fixed view 20 longer: the padded 70 first, the rectangle the 230 left "
                + "(the view itself 10 in)",
            stack: h([.modified(fixed(50), .padding(Insets(leading: 10, trailing: 10))), rectangle], spacing: 0),
            proposal: 300, expected: [(10, 50), (70, 230)]),
        Case(
            name: "a frame of fixed width is rigid whatever it holds",
            stack: h([rectangle.frame(80, nil), rectangle], spacing: 0), proposal: 300,
            expected: [(0, 80), (80, 220)]),
        Case(
            name: "fixedSize gives a rectangle its ideal width, 10",
            stack: h([.modified(rectangle, .fixedSize(horizontal: true, vertical: false)), rectangle], spacing: 0),
            proposal: 300, expected: [(0, 10), (10, 290)]),
        Case(
            name: "VStack: three fixed heights with the default 8 between",
            stack: v([fixedHeight(50), fixedHeight(50), fixedHeight(50)]), proposal: 300,
            expected: [(0, 50), (58, 50), (116, 50)], horizontal: false),
        Case(
            name: "Spacer(minLength: 20) squeezed keeps its 20",
            stack: h([fixed(150), .spacer(minLength: 20), fixed(150)]), proposal: 300,
            expected: [(0, 150), (150, 20), (170, 150)]),
        Case(
            name: "the capped view is least flexible: offered 100 it takes 50, the others share 250",
            stack: h([rectangle, flexible(max: 50), rectangle], spacing: 0), proposal: 300,
            expected: [(0, 125), (125, 50), (175, 125)]),
        Case(
            name: "two minWidth 200 frames in 300: each keeps its minimum (equal minimums: in order)",
            stack: h([flexible(min: 200), flexible(min: 200)], spacing: 0), proposal: 300,
            expected: [(0, 200), (200, 200)]),
        Case(
            name: "VStack with spacing 10 and a priority: 300 − 10 for the priority-1 view",
            stack: v([priority(rectangle, 1), rectangle], spacing: 10), proposal: 300,
            expected: [(0, 290), (300, 0)], horizontal: false),
        Case(
            name: "an explicit spacing applies next to spacers too: (300 − 20 − 100) / 2 each",
            stack: h([spacer, fixed(100), spacer], spacing: 10), proposal: 300,
            expected: [(0, 90), (100, 100), (210, 90)]),
        Case(
            name: "an absent view before a spacer: no spacing around either",
            stack: h([fixed(50), absent, spacer, fixed(50)]), proposal: 300,
            expected: [(0, 50), (50, 0), (50, 200), (250, 50)]),
        Case(
            name: "a frame between 30 and 60 offered 100 takes 60",
            stack: h([flexible(min: 30, max: 60), rectangle], spacing: 0), proposal: 200,
            expected: [(0, 60), (60, 140)]),
        Case(
            name: "offers never go below 0: two fixed views overflow and the rectangle gets nothing",
            stack: h([fixed(250), rectangle, fixed(100)], spacing: 0), proposal: 300,
            expected: [(0, 250), (250, 0), (250, 100)]),
        Case(
            name: "VStack: a spacer between two fixed views takes the rest, without spacing",
            stack: v([fixedHeight(50), spacer, fixedHeight(50)]), proposal: 300,
            expected: [(0, 50), (50, 200), (250, 50)], horizontal: false),
        Case(
            name: "priority −1 still goes before a spacer (−∞): 300 less the spacer's 8",
            stack: h([priority(rectangle, -1), spacer]), proposal: 300,
            expected: [(0, 292), (292, 8)]),
        Case(
            name: "two spacers: the larger minimum first, then an even share of the rest",
            stack: h([.spacer(minLength: 10), .spacer(minLength: 30)]), proposal: 100,
            expected: [(0, 50), (50, 50)]),
        Case(
            name: "a padded rectangle's minimum is its padding, so it goes first: offered 150 (140 inside)",
            stack: h([.modified(rectangle, .padding(Insets(leading: 10))), rectangle], spacing: 0),
            proposal: 300, expected: [(10, 140), (150, 150)]),
        Case(
            name: "a VStack holding a spacer keeps the HStack's spacing (a spacer has none only along its "
                + "own axis) and is 0 wide",
            stack: h([fixed(50), v([spacer]), fixed(50)]), proposal: 300,
            expected: [(0, 50), (58, 0), (66, 50)]),
    ]

    func testStackCases() throws {
        var failures: [String] = []
        for c in Self.cases {
            let proposed =
                c.horizontal
                ? c.stack.frame(c.proposal, 100) : c.stack.frame(100, c.proposal)
            let root = try engine.layout(proposed)
            guard case .group(let children) = root.content else {
                failures.append("\(c.name): not a group")
                continue
            }
            let actual = children.map { child -> (Double, Double) in
                c.horizontal
                    ? (child.frame.minX - root.frame.minX, child.frame.width)
                    : (child.frame.minY - root.frame.minY, child.frame.height)
            }
            let matches =
                actual.count == c.expected.count
                && zip(actual, c.expected).allSatisfy { abs($0.0 - $1.0) < 1e-9 && abs($0.1 - $1.1) < 1e-9 }
            if !matches { failures.append("\(c.name): got \(actual), expected \(c.expected)") }
        }
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    /// A stack is placed with the proposal its parent sized it with: a row whose first, widest
    /// cell would get less than it took when laid out again for the row's own width keeps its
    /// text on one line.
    func testAStackIsPlacedWithTheProposalItWasSizedFor() throws {
        let text = ViewNode.text(TextView("Ag"))
        func cell(_ icon: Double) -> ViewNode { Self.h([Self.fixed(icon), text], spacing: 2) }
        let row = Self.h([cell(40), cell(30), cell(30)], spacing: 16)
        let root = try engine.layout(Self.v([row, Self.fixed(10)]))
        let lineHeight = try engine.layout(text).frame.height
        let first = try XCTUnwrap(root.node(0, 0, 1))
        XCTAssertEqual(first.frame.height, lineHeight, accuracy: 1e-9, "the first cell's text stays on one line")
        let cells = try (0..<3).map { try XCTUnwrap(root.node(0, $0)).frame.width }
        XCTAssertEqual(cells[0] - cells[1], 10, accuracy: 1e-9, "each cell as wide as its content")
    }
}

/// `.environment(\.layoutDirection, .rightToLeft)`: the layout inside mirrored about the middle
/// of its space; a left-to-right part inside keeps its own order.
final class RightToLeftLayoutTests: XCTestCase {
    private func fixed(_ w: Double) -> ViewNode { rectangle.frame(w, 10) }

    func testAnHStackRunsFromTheRightAndEffectsFollow() throws {
        let row = ViewNode.stack(
            .h(alignment: .center, spacing: 0), [fixed(40), .modified(fixed(20), .offset(x: 5, y: 0))])
        let root = try engine.layout(.modified(row.frame(100, 10), .layoutDirection(rightToLeft: true)))
        let first = try XCTUnwrap(root.node(0))
        let second = try XCTUnwrap(root.node(1))
        // Left to right the row is 60 wide, centred in 100 at x 20…80 of the frame (which is
        // itself centred on the 390-pt canvas at 145…245): mirrored, the first child is at the
        // right.
        XCTAssertEqual(first.frame.minX, 145 + 40, accuracy: 1e-9)
        XCTAssertEqual(second.frame.minX, 145 + 20, accuracy: 1e-9)
        XCTAssertEqual(second.effects.list, [.offset(Point(x: -5, y: 0))], "an offset moves the other way")
    }

    func testALeftToRightPartInsideKeepsItsOrder() throws {
        let inner = ViewNode.modified(
            .stack(.h(alignment: .center, spacing: 0), [fixed(10), fixed(30)]), .layoutDirection(rightToLeft: false))
        let root = try engine.layout(.modified(inner.frame(100, 10), .layoutDirection(rightToLeft: true)))
        let a = try XCTUnwrap(root.node(0))
        let b = try XCTUnwrap(root.node(1))
        XCTAssertLessThan(a.frame.minX, b.frame.minX, "still left to right inside")
    }
}
