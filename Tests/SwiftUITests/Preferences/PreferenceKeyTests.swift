import Foundation
import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Values the scene's preferences reach, kept outside the scene for the test to see.
private final class Received {
    var lists: [[Int]] = []
    var widths: [CGFloat] = []
}

/// Every value written, in view order.
private struct Numbers: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// The widest width written.
private struct MaxWidth: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// `PreferenceKey`, `.preference`, `.transformPreference` and `onPreferenceChange`: values pass
/// up to the views around, combined in view order.
final class PreferenceKeyTests: XCTestCase {
    /// Values are combined in view order with `reduce`; a `.preference` replaces what the views
    /// inside it set; `transformPreference` changes it; siblings do not see each other's.
    func testPreferencesCombineInViewOrder() throws {
        let received = Received()
        struct Root: SwiftUI.View {
            let received: Received
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    SwiftUI.HStack {
                        SwiftUI.Text("a").preference(key: Numbers.self, value: [1])
                        SwiftUI.Text("b").preference(key: Numbers.self, value: [2])
                        SwiftUI.VStack {
                            SwiftUI.Text("c").preference(key: Numbers.self, value: [7])
                        }
                        .preference(key: Numbers.self, value: [3])
                        SwiftUI.Text("d").transformPreference(Numbers.self) { $0.append(4) }
                    }
                    .onPreferenceChange(Numbers.self) { received.lists.append($0) }
                    SwiftUI.Text("e").preference(key: Numbers.self, value: [5])
                }
                .transformPreference(Numbers.self) { $0 = $0.map { $0 * 10 } }
                .onPreferenceChange(Numbers.self) { received.lists.append($0) }
            }
        }
        _ = try evaluate { Root(received: received) }
        XCTAssertEqual(received.lists, [[1, 2, 3, 4], [10, 20, 30, 40, 50]])
    }

    /// The widths of three bars, read with GeometryReaders in their backgrounds, reach the
    /// state through `onPreferenceChange`: a fourth bar takes the widest.
    func testOnPreferenceChangeWritesStateAfterLayout() throws {
        let received = Received()
        struct Root: SwiftUI.View {
            let received: Received
            @SwiftUI.State var widest: CGFloat = 0
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    ForEach([40, 90, 60], id: \.self) { width in
                        SwiftUI.Color.red.frame(width: CGFloat(width), height: 10)
                            .background(
                                SwiftUI.GeometryReader { g in
                                    SwiftUI.Color.clear.preference(key: MaxWidth.self, value: g.size.width)
                                })
                    }
                    SwiftUI.Text("\(Int(widest))")
                }
                .onPreferenceChange(MaxWidth.self) { width in
                    received.widths.append(width)
                    widest = width
                }
            }
        }
        let scene = try evaluate { Root(received: received) }
        XCTAssertEqual(received.widths, [90])
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0])
        XCTAssertEqual(try laidOutTexts(scene.snapshots[1]), ["90"])
    }

    /// A preference whose change changes it again never settles: the scene stops with an error
    /// at the `onPreferenceChange`'s line instead of running for ever.
    func testAPreferenceThatNeverSettlesStopsTheScene() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var count: CGFloat = 0
            var body: some SwiftUI.View {
                SwiftUI.Color.clear
                    .preference(key: MaxWidth.self, value: count)
                    .onPreferenceChange(MaxWidth.self, line: 7, column: 3) { count = $0 + 1 }
            }
        }
        XCTAssertThrowsError(try evaluate { Root() }) { error in
            guard let failure = error as? SceneFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(
                failure.message,
                "the geometry never settles: 'onPreferenceChange' ran 8 times at one moment and what it reads "
                    + "still changes (its action changes the layout it reads)")
            XCTAssertEqual([failure.line, failure.column], [7, 3])
        }
    }

    /// An anchor resolves in the coordinates of the reader that reads it: the selected tab's
    /// bounds, drawn as an underline in an overlay.
    func testAnAnchorResolvesInTheReadersCoordinates() throws {
        struct Selected: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }
        final class Seen { var rects: [CGRect] = [] }
        let seen = Seen()
        struct Root: SwiftUI.View {
            let seen: Seen
            var body: some SwiftUI.View {
                // Three 60 × 30 tabs 10 apart: 200 × 30, centred at x 95…295, y 407…437.
                SwiftUI.HStack(spacing: 10) {
                    ForEach(0..<3) { index in
                        SwiftUI.Color.gray.frame(width: 60, height: 30)
                            .anchorPreference(key: Selected.self, value: .bounds) { index == 1 ? $0 : nil }
                    }
                }
                .overlayPreferenceValue(Selected.self) { anchor in
                    SwiftUI.GeometryReader { g in
                        let _ = anchor.map { seen.rects.append(g[$0]) }
                        SwiftUI.Color.clear
                    }
                }
            }
        }
        _ = try evaluate { Root(seen: seen) }
        // The overlay fills the stack: the middle tab is at x 70 in it.
        XCTAssertEqual(seen.rects.last, CGRect(x: 70, y: 0, width: 60, height: 30))
    }

    /// Anchors compare by their view and its place, so `onPreferenceChange` can watch one: it
    /// runs when the view appears and again when the anchor moves to another tab.
    func testOnPreferenceChangeWatchesAnAnchor() throws {
        struct Selected: PreferenceKey {
            static var defaultValue: Anchor<CGPoint>? { nil }
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        final class Calls { var count = 0 }
        let calls = Calls()
        struct Root: SwiftUI.View {
            let calls: Calls
            @SwiftUI.State var selected = 0
            var body: some SwiftUI.View {
                SwiftUI.HStack {
                    ForEach(0..<3) { index in
                        SwiftUI.Color.gray.frame(width: 60, height: 30)
                            .anchorPreference(key: Selected.self, value: .center) { index == selected ? $0 : nil }
                    }
                }
                .onPreferenceChange(Selected.self) { _ in calls.count += 1 }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { selected = 2 } }
            }
        }
        _ = try evaluate { Root(calls: calls) }
        XCTAssertEqual(calls.count, 2)
    }
}
