import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// The public `Layout` API, `AnyLayout`, `LayoutValueKey` and `ViewThatFits`, seen through the
/// frames a scene's views are laid out at (390 × 844 canvas, no safe area).
final class CustomLayoutTests: XCTestCase {
    /// Places its subviews corner to corner down a diagonal, `step` points apart.
    struct Diagonal: SwiftUI.Layout {
        var step: CGFloat = 20

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let n = CGFloat(max(0, subviews.count - 1))
            return CGSize(
                width: n * step + (sizes.last?.width ?? 0), height: n * step + (sizes.last?.height ?? 0))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX + CGFloat(i) * step, y: bounds.minY + CGFloat(i) * step),
                    proposal: .unspecified)
            }
        }
    }

    static func square(_ color: SwiftUI.Color, _ side: CGFloat = 20) -> some SwiftUI.View {
        color.frame(width: side, height: side)
    }

    func layout(_ view: ViewNode) throws -> RenderNode {
        try LayoutEngine(canvas: Size(width: 390, height: 844), images: NoImages()).layout(view)
    }

    /// The frames of a container's children, in order.
    func childFrames(_ node: RenderNode) -> [Rect] {
        guard case .group(let children) = node.content else { return [] }
        return children.map(\.frame)
    }

    func testACustomLayoutPlacesItsChildrenOnADiagonal() throws {
        let root = try layout(
            lowered(
                Diagonal {
                    Self.square(.red); Self.square(.green); Self.square(.blue)
                }))
        // 60 × 60, centred: from (165, 392).
        XCTAssertEqual(root.frame, Rect(x: 165, y: 392, width: 60, height: 60))
        XCTAssertEqual(
            childFrames(root),
            [
                Rect(x: 165, y: 392, width: 20, height: 20), Rect(x: 185, y: 412, width: 20, height: 20),
                Rect(x: 205, y: 432, width: 20, height: 20),
            ])
    }

    /// A subview's rank, set with `.layoutValue`.
    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Puts each subview in the column its `Rank` names, 30 points wide.
    struct Columns: SwiftUI.Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 30 * CGFloat((subviews.map { $0[Rank.self] }.max() ?? 0) + 1), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(
                    at: CGPoint(x: bounds.minX + 30 * CGFloat(subview[Rank.self]), y: bounds.minY),
                    proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    func testALayoutValueKeyIsReadByTheLayout() throws {
        let root = try layout(
            lowered(
                Columns {
                    SwiftUI.Color.red.layoutValue(key: Rank.self, value: 2)
                    SwiftUI.Color.blue
                    SwiftUI.Color.green.layoutValue(key: Rank.self, value: 1)
                }))
        // 90 × 20, centred: from (150, 412); the blue one has the default rank, 0.
        XCTAssertEqual(
            childFrames(root).map(\.minX), [150 + 60, 150, 150 + 30])
    }

    /// Counts the caches it makes, and places its subviews at the widest one's width apart,
    /// measured once in the cache.
    final class Counter: CustomStringConvertible {
        var caches = 0
        var description: String { "Counter" }
    }

    struct Spread: SwiftUI.Layout {
        let counter: Counter

        func makeCache(subviews: Subviews) -> CGFloat {
            counter.caches += 1
            return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
            CGSize(width: cache * CGFloat(subviews.count), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
            for (i, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + cache * CGFloat(i), y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    func testALayoutsCacheIsMadeOnceForTheContainerAndKeptBetweenCalls() throws {
        let counter = Counter()
        let view = lowered(
            Spread(counter: counter) {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Color.blue.frame(width: 40, height: 10)
            })
        counter.caches = 0
        let root = try layout(.modified(view, .padding(Insets(top: 1, leading: 1, bottom: 1, trailing: 1))))
        XCTAssertEqual(counter.caches, 1, "one cache for the container in the pass")
        // 80 wide, centred in 390 (with 1 of padding): from 155; the widest is 40.
        XCTAssertEqual(childFrames(root).map(\.minX), [155, 195])
    }

    func testViewThatFitsShowsTheSecondChildWhenTheFirstDoesNotFit() throws {
        let fits = { (width: CGFloat) in
            ViewThatFits(in: .horizontal) {
                SwiftUI.Color.red.frame(width: 300, height: 10)
                SwiftUI.Color.blue.frame(width: 100, height: 10)
            }
            .frame(width: width)
        }
        let narrow = try layout(lowered(fits(200)))
        XCTAssertEqual(childFrames(narrow).map(\.width), [100], "in 200 points: the second")
        let wide = try layout(lowered(fits(350)))
        XCTAssertEqual(childFrames(wide).map(\.width), [300], "in 350 points: the first")
    }

    func testViewThatFitsShowsTheLastWhenNoneFits() throws {
        let root = try layout(
            lowered(
                ViewThatFits {
                    SwiftUI.Color.red.frame(width: 300, height: 10)
                    SwiftUI.Color.blue.frame(width: 250, height: 10)
                }
                .frame(width: 100)))
        XCTAssertEqual(childFrames(root).map(\.width), [250])
    }

    struct Switching: SwiftUI.View {
        @SwiftUI.State var vertical = false

        var body: some SwiftUI.View {
            let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                CustomLayoutTests.square(.red, 50)
                CustomLayoutTests.square(.blue, 50)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { vertical = true } }
        }
    }

    func testSwitchingAnyLayoutFromHStackToVStackAnimatesTheFrames() throws {
        let loaded = try evaluate({ Switching() })
        let engine = LayoutEngine(canvas: Size(width: 390, height: 844), images: NoImages())
        let scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        // Side by side (108 × 50 centred: from (141, 397)), then one above the other (50 × 108:
        // from (170, 368)); half-way through the linear second, half-way between.
        XCTAssertEqual(childFrames(scene.tree(at: 0)).map(\.origin), [Point(x: 141, y: 397), Point(x: 199, y: 397)])
        XCTAssertEqual(
            childFrames(scene.tree(at: 0.5)).map(\.origin), [Point(x: 155.5, y: 382.5), Point(x: 184.5, y: 411.5)])
        XCTAssertEqual(childFrames(scene.tree(at: 2)).map(\.origin), [Point(x: 170, y: 368), Point(x: 170, y: 426)])
    }

    func testHStackLayoutLaysOutAsHStack() throws {
        let a = try layout(
            lowered(
                HStackLayout(spacing: 4) {
                    Self.square(.red); Self.square(.blue)
                }))
        let b = try layout(
            lowered(
                SwiftUI.HStack(spacing: 4) {
                    Self.square(.red); Self.square(.blue)
                }))
        XCTAssertEqual(childFrames(a), childFrames(b))
        XCTAssertEqual(childFrames(a).map(\.minX), [173, 197])
    }
}

/// `Divider` takes its axis from the stack it is in, as the engine lays it out.
final class DividerLayoutTests: XCTestCase {
    /// A row whose `layoutProperties` say it stacks horizontally, placing its subviews side by
    /// side at their size for the height it is offered.
    struct Row: SwiftUI.Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: 40)) }
            return CGSize(width: sizes.map(\.width).reduce(0, +), height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let s = subview.sizeThatFits(ProposedViewSize(width: nil, height: 40))
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: nil, height: 40))
                x += s.width
            }
        }
    }

    func frames(_ view: some SwiftUI.View) throws -> [Rect] {
        let root = try LayoutEngine(canvas: Size(width: 390, height: 844), images: NoImages())
            .layout(lowered(view))
        guard case .group(let children) = root.content else { return [] }
        return children.map(\.frame)
    }

    func testADividerInALayoutThatStacksHorizontallyIsVertical() throws {
        let sizes = try frames(
            Row {
                CustomLayoutTests.square(.red); SwiftUI.Divider()
            }
        ).map(\.size)
        XCTAssertEqual(sizes, [Size(width: 20, height: 20), Size(width: 1, height: 40)])
    }

    func testADividerInAnHStackLayoutIsVerticalAndInAVStackLayoutHorizontal() throws {
        let h = try frames(
            AnyLayout(HStackLayout()) {
                CustomLayoutTests.square(.red); SwiftUI.Divider()
            }.frame(height: 30))
        XCTAssertEqual(h.map(\.size), [Size(width: 20, height: 20), Size(width: 1, height: 30)])
        let v = try frames(
            AnyLayout(VStackLayout()) {
                CustomLayoutTests.square(.red); SwiftUI.Divider()
            }.frame(width: 30))
        XCTAssertEqual(v.map(\.size), [Size(width: 20, height: 20), Size(width: 30, height: 1)])
    }

    func testADividerInAZStackInAnHStackIsHorizontal() throws {
        let root = try LayoutEngine(canvas: Size(width: 390, height: 844), images: NoImages())
            .layout(lowered(SwiftUI.HStack { SwiftUI.ZStack { SwiftUI.Divider() }.frame(width: 50, height: 50) }))
        guard case .group(let stack) = root.content, case .group(let z) = stack[0].content else {
            return XCTFail("\(root)")
        }
        XCTAssertEqual(z.map(\.frame.size), [Size(width: 50, height: 1)])
    }
}
