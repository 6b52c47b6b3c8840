import Geometry
import XCTest

@testable import SwiftUI

/// iOS 17's `shape.stroke(style:)` and `.stroke(lineWidth:)` are shapes: shown as views they
/// stroke with the foreground style, and they can be filled.
final class StrokeShapeTests: XCTestCase {
    func testAStrokeShownAsAViewStrokesWithTheForegroundStyle() {
        assertSameDrawing(
            SwiftUI.Circle().stroke(lineWidth: 6).foregroundColor(.red).padding(10),
            SwiftUI.Circle().stroke(SwiftUI.Color.red, lineWidth: 6).padding(10))
        assertSameDrawing(
            SwiftUI.Circle().trim(from: 0, to: 0.5).stroke(style: SwiftUI.StrokeStyle(lineWidth: 8, lineCap: .round))
                .padding(10),
            SwiftUI.Circle().trim(from: 0, to: 0.5)
                .stroke(SwiftUI.Color.primary, style: SwiftUI.StrokeStyle(lineWidth: 8, lineCap: .round)).padding(10))
    }

    /// `.trim(…).stroke(style:).fill(…)`: the stroke's area, filled.
    func testAFilledStrokeCoversTheStrokesArea() {
        let style = SwiftUI.StrokeStyle(lineWidth: 10, lineCap: .round)
        let filled = DrawnView(
            SwiftUI.Circle().trim(from: 0, to: 0.75).stroke(style: style).fill(SwiftUI.Color.red).padding(10))
        let stroked = DrawnView(
            SwiftUI.Circle().trim(from: 0, to: 0.75).stroke(SwiftUI.Color.red, style: style).padding(10))
        let red = [255, 59, 48, 255]
        // The stroke reaches 5 points beyond the circle (10 to 90) on each side.
        XCTAssertEqual(filled.inkBounds(threshold: 128), Rect(x: 5, y: 5, width: 90, height: 90))
        XCTAssertEqual(stroked.inkBounds(threshold: 128), Rect(x: 5, y: 5, width: 90, height: 90))
        let area = Double(stroked.count(of: red, tolerance: 40))
        XCTAssertGreaterThan(area, 1000)
        XCTAssertEqual(Double(filled.count(of: red, tolerance: 40)), area, accuracy: area * 0.02)
        // A gradient fill paints the same area in its colours.
        assertDifferentDrawing(
            SwiftUI.Circle().stroke(lineWidth: 10).fill(
                SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
            SwiftUI.Circle().stroke(lineWidth: 10).fill(SwiftUI.Color.red))
    }
}
