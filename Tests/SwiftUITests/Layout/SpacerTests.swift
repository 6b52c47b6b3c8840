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

    /// A spacer is sized after every other child (its layout priority is −∞, as OpenSwiftUI's
    /// `Spacer` layout engine gives it): the others are offered all but its minimum. iOS 17 draws
    /// it so (Shepherd-Dog/SpeakList, App/SnapshotTests/__Snapshots__/PlanFeatureSnapshotTests/
    /// testListSnapshot.Plan-Feature-Color-Scheme-light.png at 28ed6886, iPhone 15 Pro, iOS 17.0.1):
    /// in a 256-point list row, a title 120 points wide beside a `Spacer` and a 28-point "Edit"
    /// button stays on one line, where an even share with the spacer would offer it 114.
    func testOtherChildrenAreOfferedAllButTheSpacersMinimum() {
        let row = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red.frame(maxWidth: 120)
                SwiftUI.Spacer()
                SwiftUI.Color.blue.frame(width: 28)
            }
            .frame(width: 256, height: 40))
        XCTAssertEqual(row.frame(filledWith: .red)?.width, 120)
        let red = row.frame(filledWith: .red)?.minX ?? 0
        XCTAssertEqual(row.frame(filledWith: .blue).map { $0.minX - red }, 228)
        // Beside an endlessly flexible view the spacer keeps only its minimum.
        let fill = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red
                SwiftUI.Spacer()
            }
            .frame(width: 300, height: 40))
        XCTAssertEqual(fill.frame(filledWith: .red)?.width, 292)
        // A text wider than half the row keeps its one line.
        let text = "Editing Competition, a title"
        let ideal = LaidOutView(SwiftUI.Text(text).fixedSize()).frame(text)
        let header = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Text(text)
                SwiftUI.Spacer()
                SwiftUI.Button("Cancel") {}
            }
            .frame(width: 390))
        XCTAssertEqual(header.frame(text)?.height, ideal?.height)
        XCTAssertEqual(header.frame(text)?.width, ideal?.width)
    }

    /// A layout priority written on a spacer is its own: `Spacer().layoutPriority(1)` is sized
    /// first, offered all the stack has.
    func testALayoutPriorityOnASpacerOrdersIt() {
        let row = LaidOutView(
            SwiftUI.HStack {
                SwiftUI.Color.red
                SwiftUI.Spacer().layoutPriority(1)
            }
            .frame(width: 300, height: 40))
        XCTAssertEqual(row.frame(filledWith: .red)?.width ?? 0, 0)
    }
}
