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
}
