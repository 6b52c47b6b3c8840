import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ScrollViewReader`: its content laid out as it is, and its scroll views drawn scrolled to the
/// view `proxy.scrollTo` names, as iOS places them.
final class ScrollViewReaderTests: XCTestCase {
    /// 20 rows of 50 points in a 200-point scroll view on a 100 × 200 canvas, row 0 red, row 10
    /// blue, the others green; `scrollTo(target, anchor:)` in `onAppear` when `target` is set.
    private struct Rows: SwiftUI.View {
        var target: Int?
        var anchor: SwiftUI.UnitPoint?
        var body: some SwiftUI.View {
            SwiftUI.ScrollViewReader { proxy in
                SwiftUI.ScrollView {
                    SwiftUI.VStack(spacing: 0) {
                        SwiftUI.ForEach(0..<20, id: \.self) { i in
                            (i == 0 ? SwiftUI.Color.red : i == 10 ? SwiftUI.Color.blue : SwiftUI.Color.green)
                                .frame(width: 100, height: 50)
                        }
                    }
                }
                .onAppear { if let target { proxy.scrollTo(target, anchor: anchor) } }
            }
        }
    }

    private let canvas = Size(width: 100, height: 200)

    /// The colour of each of the four 50-point bands of the drawing at `t` (after the
    /// `onAppear` action's change at 0).
    private func bands(_ view: Rows, at t: Double = 0, file: StaticString = #filePath, line: UInt = #line)
        -> [[Int]]
    {
        guard let drawn = try? AnimatedView(view, canvas: canvas).drawing(at: t) else {
            XCTFail("evaluation failed", file: file, line: line)
            return []
        }
        return [25, 75, 125, 175].map { drawn.rgba(50, $0) }
    }

    func testAtRestWithoutScrollTo() {
        XCTAssertEqual(bands(Rows(target: nil)), [Ink.red, Ink.green, Ink.green, Ink.green])
        XCTAssertEqual(
            LaidOutView(SwiftUI.ScrollViewReader { _ in SwiftUI.Text("a") }).frame("a"),
            LaidOutView(SwiftUI.Text("a")).frame("a"))
    }

    func testScrollToPlacesTheViewAtItsAnchor() {
        XCTAssertEqual(bands(Rows(target: 10, anchor: .top)), [Ink.blue, Ink.green, Ink.green, Ink.green])
        XCTAssertEqual(bands(Rows(target: 10, anchor: .bottom)), [Ink.green, Ink.green, Ink.green, Ink.blue])
        XCTAssertEqual(
            bands(Rows(target: 10, anchor: .center)), [Ink.green, Ink.blue, Ink.green, Ink.green])
        // Without an anchor, the least scrolling that shows it: at the bottom edge.
        XCTAssertEqual(bands(Rows(target: 10)), [Ink.green, Ink.green, Ink.green, Ink.blue])
        // Never past the content's end: the last row at the bottom.
        XCTAssertEqual(bands(Rows(target: 19, anchor: .top)), [Ink.green, Ink.green, Ink.green, Ink.green])
        XCTAssertEqual(bands(Rows(target: 16, anchor: .top)), bands(Rows(target: 19, anchor: .top)))
        // A view already in sight does not move the content.
        XCTAssertEqual(bands(Rows(target: 1)), [Ink.red, Ink.green, Ink.green, Ink.green])
    }

    func testAScrollInWithAnimationMovesTheContentOverTime() throws {
        struct Animated: SwiftUI.View {
            var body: some SwiftUI.View {
                SwiftUI.ScrollViewReader { proxy in
                    SwiftUI.ScrollView {
                        SwiftUI.VStack(spacing: 0) {
                            SwiftUI.Color.red.frame(width: 100, height: 200)
                            SwiftUI.Color.blue.frame(width: 100, height: 200).id("end")
                        }
                    }
                    .onAppear {
                        withAnimation(.linear(duration: 1)) { proxy.scrollTo("end", anchor: .top) }
                    }
                }
            }
        }
        let view = try AnimatedView(Animated(), canvas: canvas)
        XCTAssertEqual(view.drawing(at: 0).rgba(50, 100), Ink.red, "at rest when it starts")
        let half = view.drawing(at: 0.5)
        XCTAssertEqual(half.rgba(50, 90), Ink.red)
        XCTAssertEqual(half.rgba(50, 110), Ink.blue, "half way")
        XCTAssertEqual(view.drawing(at: 1).rgba(50, 10), Ink.blue, "there")
    }

    func testContentScrolledUnderANavigationBarTakesItOffItsScrollEdge() throws {
        struct Scrolled: SwiftUI.View {
            var scrolls: Bool
            var body: some SwiftUI.View {
                SwiftUI.NavigationStack {
                    SwiftUI.ScrollViewReader(line: 5, column: 13) { proxy in
                        SwiftUI.ScrollView {
                            SwiftUI.VStack(spacing: 0) {
                                SwiftUI.ForEach(0..<40, id: \.self) { i in SwiftUI.Text("row \(i)").frame(height: 50) }
                            }
                        }
                        .onAppear { if scrolls { proxy.scrollTo(39) } }
                    }
                    .navigationTitle("Chat")
                }
            }
        }
        let bar = SwiftUI.Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)
        let atRest = try AnimatedView(Scrolled(scrolls: false)).layout(at: 0)
        XCTAssertNil(atRest.frame(filledWith: bar), "transparent at the scroll edge")
        XCTAssertEqual(try XCTUnwrap(atRest.frame("Chat")).minX, 16, accuracy: 1e-9, "a large title")
        let scrolled = try AnimatedView(Scrolled(scrolls: true)).layout(at: 0)
        XCTAssertEqual(scrolled.frame(filledWith: bar), Rect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(try XCTUnwrap(scrolled.frame("Chat")).midX, 195, accuracy: 1e-9, "collapsed inline")
        let located = try locatedWarnings { Scrolled(scrolls: true) }
        XCTAssertEqual(located.map(\.message), [NavigationBar.materialWarning])
        XCTAssertEqual(located.first?.location, SourceLocation(line: 5, column: 13))
    }
}
