import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Spacer`: the length it keeps between views when there is nothing left to fill.
final class SpacerTests: XCTestCase {
    /// The gap a spacer leaves between two 10-point squares in a stack that takes its ideal width.
    private func gap<S: SwiftUI.View>(_ spacer: S, file: StaticString = #filePath, line: UInt = #line) -> Double? {
        let view = LaidOutView(
            SwiftUI.HStack(spacing: 0) {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                spacer
                SwiftUI.Color.blue.frame(width: 10, height: 10)
            }
            .fixedSize(), file: file, line: line)
        guard let red = view.frame(filledWith: .red), let blue = view.frame(filledWith: .blue) else { return nil }
        return blue.minX - red.maxX
    }

    func testSpacerKeepsItsMinimumLength() {
        XCTAssertEqual(gap(SwiftUI.Spacer(minLength: 4)), 4)
        XCTAssertEqual(gap(SwiftUI.Spacer(minLength: 30)), 30)
        // Without a minimum, the system spacing.
        XCTAssertEqual(gap(SwiftUI.Spacer()), 8)
    }

    func testSpacerTakesTheLengthLeft() {
        let view = LaidOutView(
            SwiftUI.HStack(spacing: 0) {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Spacer()
                SwiftUI.Color.blue.frame(width: 10, height: 10)
            }
            .frame(width: 100))
        XCTAssertEqual(view.frame(filledWith: .blue).map { $0.minX - (view.frame(filledWith: .red)?.maxX ?? 0) }, 80)
    }

    /// A spacer beside another endlessly flexible view shares the stack as SwiftUI's stack
    /// shares it: both have priority 0, and the spacer's larger minimum (8) puts it first, so it
    /// is offered half (there is no spacing next to a spacer). It used to be sized last and keep
    /// only its 8 points, leaving 292 to the colour.
    func testSpacerSharesEvenlyWithAFlexibleView() {
        let row = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red
                SwiftUI.Spacer()
            }
            .frame(width: 300, height: 40))
        XCTAssertEqual(row.frame(filledWith: .red)?.width, 150)
        let column = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Spacer()
                SwiftUI.Color.red.frame(maxHeight: .infinity)
                SwiftUI.Spacer()
            }
            .frame(width: 40, height: 300), canvas: Size(width: 40, height: 300))
        // Two spacers first (offered 300 / 3, then 200 / 2), the frame the 100 left.
        XCTAssertEqual(column.frame(filledWith: .red)?.height, 100)
        XCTAssertEqual(column.frame(filledWith: .red)?.minY, 100)
    }

    /// Layout priorities still order the children before flexibility does: a priority-1 colour
    /// is offered all but the spacer's minimum, and a priority −1 colour what the spacer leaves
    /// (nothing).
    func testLayoutPriorityStillWinsOverASpacer() {
        let first = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red.layoutPriority(1)
                SwiftUI.Spacer()
            }
            .frame(width: 300, height: 40))
        XCTAssertEqual(first.frame(filledWith: .red)?.width, 292)
        let last = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red.layoutPriority(-1)
                SwiftUI.Spacer()
            }
            .frame(width: 300, height: 40))
        XCTAssertEqual(last.frame(filledWith: .red)?.width ?? 0, 0)
        // A text is less flexible than a spacer: it keeps its width whatever the spacer does.
        let text = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Text("Hello")
                SwiftUI.Spacer()
            }
            .frame(width: 300))
        let ideal = LaidOutView(SwiftUI.Text("Hello").fixedSize())
        XCTAssertEqual(text.frame("Hello")?.width, ideal.frame("Hello")?.width)
    }
}
