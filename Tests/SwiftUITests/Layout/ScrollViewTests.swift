import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ScrollView` as SwiftUI lays it out, through its lowering and SceneGraph's layout on a
/// 390 × 844 screen: along each axis it scrolls, the content is offered no length (its ideal)
/// and the scroll view takes exactly the length it is offered; across, the content is offered
/// the scroll view's proposal and the scroll view is as long as its content. The content starts
/// at the top (leading) edge and is clipped. Each case's name gives the reasoning; frames are
/// in screen points, `clip` is the scroll view's frame (its clip), on the node at `scroll` (the
/// content's, as modifiers make no nodes).
final class ScrollViewTests: XCTestCase {
    private struct Case {
        let name: String
        var canvas = Size(width: 390, height: 844)
        var safeArea = Insets()
        /// The path of the scroll view's node from the root.
        var scroll: [Int] = []
        let clip: Rect
        var frames: [([Int], Rect)] = []
        let view: () -> ViewNode
    }

    private static let cases: [Case] = [
        Case(
            name: "a vertical scroll view takes the height offered (the screen's 844) and is as wide as its content, "
                + "which is offered the width (390); the content starts at the top",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([], Rect(x: 0, y: 0, width: 390, height: 100))]
        ) { lowered(ScrollView { Color.red.frame(height: 100) }) },
        Case(
            name: "content taller than the scroll view: ten 100-point rows in a 200-point frame centred on the "
                + "screen; the content's 1,000 points start at the frame's top, (844 − 200) / 2, and are clipped",
            clip: Rect(x: 0, y: 322, width: 390, height: 200),
            frames: [
                ([], Rect(x: 0, y: 322, width: 390, height: 1000)), ([3], Rect(x: 0, y: 622, width: 390, height: 100)),
            ]
        ) {
            lowered(
                ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(height: 100) } } }
                    .frame(height: 200))
        },
        Case(
            name: "narrow content: the scroll view is as wide as its 100-point content, so a leading VStack puts it "
                + "at its leading edge (the 300-wide stack centred: x = 45, y = (844 − 110) / 2 + 10)",
            scroll: [1], clip: Rect(x: 45, y: 377, width: 100, height: 100),
            frames: [([1], Rect(x: 45, y: 377, width: 100, height: 50))]
        ) {
            lowered(
                VStack(alignment: .leading, spacing: 0) {
                    Color.gray.frame(width: 300, height: 10)
                    ScrollView { Color.red.frame(width: 100, height: 50) }.frame(height: 100)
                })
        },
        Case(
            name: "a scroll view's background is as wide as its content, 100 (centred on the screen), and as tall "
                + "as the screen",
            scroll: [1], clip: Rect(x: 145, y: 0, width: 100, height: 844),
            frames: [([0], Rect(x: 145, y: 0, width: 100, height: 844))]
        ) { lowered(ScrollView { Color.red.frame(width: 100, height: 50) }.background(Color.gray)) },
        Case(
            name: "a Color in a vertical scroll view is offered no height and takes its ideal one, 10",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([], Rect(x: 0, y: 0, width: 390, height: 10))]
        ) { lowered(ScrollView { Color.red }) },
        Case(
            name: "a Spacer between two rows takes only its minimum, 8: along a scroll axis nothing is left to fill",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([2], Rect(x: 0, y: 58, width: 390, height: 50))]
        ) {
            lowered(
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 50)
                        Spacer()
                        Color.blue.frame(height: 50)
                    }
                })
        },
        Case(
            name: "padding inside the scroll view: the content is offered 390 − 32 and starts 16 down",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([], Rect(x: 16, y: 16, width: 358, height: 100))]
        ) { lowered(ScrollView { Color.red.frame(height: 100).padding() }) },
        Case(
            name: "nested stacks: the VStack is offered the scroll view's 390, its full-width row takes them, and the "
                + "108-point HStack above is centred, (390 − 108) / 2",
            clip: Rect(x: 0, y: 0, width: 390, height: 844),
            frames: [
                ([0], Rect(x: 141, y: 0, width: 108, height: 50)), ([0, 1], Rect(x: 199, y: 0, width: 50, height: 50)),
                ([1], Rect(x: 0, y: 60, width: 390, height: 30)),
            ]
        ) {
            lowered(
                ScrollView {
                    VStack(spacing: 10) {
                        HStack(spacing: 8) {
                            Color.red.frame(width: 50, height: 50)
                            Color.blue.frame(width: 50, height: 50)
                        }
                        Color.green.frame(height: 30)
                    }
                })
        },
        Case(
            name: "a horizontal scroll view takes the width offered and is as tall as its content (80, centred down "
                + "the screen); the content, offered no width, takes its 1,000 from the leading edge",
            clip: Rect(x: 0, y: 382, width: 390, height: 80),
            frames: [([], Rect(x: 0, y: 382, width: 1000, height: 80))]
        ) {
            lowered(
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<10) { _ in Color.green.frame(width: 100, height: 80) } }
                })
        },
        Case(
            name: "a horizontal scroll view puts short content at its leading edge, not in its middle",
            clip: Rect(x: 0, y: 382, width: 390, height: 80), frames: [([], Rect(x: 0, y: 382, width: 100, height: 80))]
        ) { lowered(ScrollView(.horizontal) { Color.green.frame(width: 100, height: 80) }) },
        Case(
            name: "both axes: the scroll view takes the whole screen, and its content, offered nothing, its ideal "
                + "1,000 × 1,000 from the top-leading corner",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([], Rect(x: 0, y: 0, width: 1000, height: 1000))]
        ) { lowered(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1000, height: 1000) }) },
        Case(
            name: "beside a 100-point view in an HStack the scroll view is the flexible child: it takes the 290 left, "
                + "and the height offered, 200",
            scroll: [1], clip: Rect(x: 100, y: 322, width: 290, height: 200),
            frames: [([1], Rect(x: 100, y: 322, width: 290, height: 50))]
        ) {
            lowered(
                HStack(spacing: 0) {
                    Color.gray.frame(width: 100)
                    ScrollView { Color.red.frame(height: 50) }
                }
                .frame(height: 200))
        },
        Case(
            name: "offered no height (fixedSize), a vertical scroll view takes its content's, 100, centred on the "
                + "screen",
            clip: Rect(x: 0, y: 372, width: 390, height: 100),
            frames: [([], Rect(x: 0, y: 372, width: 390, height: 100))]
        ) { lowered(ScrollView { Color.red.frame(height: 100) }.fixedSize(horizontal: false, vertical: true)) },
        Case(
            name: "on an iPhone 15 Pro (insets 59 and 34) the scroll view fills the safe area and its content starts "
                + "below the status bar, at 59; it clips at the screen's edges, so content scrolls on under the bars",
            canvas: Size(width: 393, height: 852), safeArea: Insets(top: 59, bottom: 34),
            clip: Rect(x: 0, y: 0, width: 393, height: 852), frames: [([], Rect(x: 0, y: 59, width: 393, height: 100))]
        ) { lowered(ScrollView { Color.red.frame(height: 100) }) },
        Case(
            name: "a LazyVStack in a scroll view is laid out as a VStack: its rows 8 apart from the top",
            clip: Rect(x: 0, y: 0, width: 390, height: 844), frames: [([1], Rect(x: 0, y: 48, width: 390, height: 40))]
        ) {
            lowered(ScrollView { LazyVStack { ForEach(0..<3) { _ in Color.red.frame(height: 40) } } })
        },
    ]

    func testTheTable() throws {
        var failures: [String] = []
        for c in Self.cases {
            var engine = LayoutEngine(canvas: c.canvas, images: NoImages())
            engine.safeArea = c.safeArea
            let root = try engine.layout(c.view())
            func node(_ path: [Int]) -> RenderNode? {
                var node = root
                for i in path {
                    guard case .group(let children) = node.content, i < children.count else { return nil }
                    node = children[i]
                }
                return node
            }
            if node(c.scroll)?.effects.list.last != .clip(.rectangle, rule: .nonZero, bounds: c.clip) {
                failures.append(
                    "\(c.name): clip \(String(describing: node(c.scroll)?.effects.list)), expected \(c.clip)")
            }
            for (path, expected) in c.frames where node(path)?.frame != expected {
                failures.append(
                    "\(c.name): node \(path) at \(String(describing: node(path)?.frame)), expected \(expected)")
            }
        }
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }
}
