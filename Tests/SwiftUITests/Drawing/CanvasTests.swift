import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `Canvas`: drawing operations as views in the canvas's frame.
final class CanvasTests: XCTestCase {
    struct Drawing: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.Canvas { context, size in
                context.translateBy(x: 10, y: 20)
                context.fill(SwiftUI.Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 5)), with: .color(.red))
                context.opacity = 0.5
                context.stroke(
                    SwiftUI.Path {
                        $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 0))
                    }, with: .color(.blue),
                    lineWidth: 2)
            }
        }
    }

    /// The canvas is its frame; operations draw in its coordinates, translated, with the
    /// context's opacity at the time of each.
    func testCanvasOperationsDrawInItsFrameInCanvasCoordinates() throws {
        let drawn = DrawnView(Drawing())
        // The red rectangle: half the canvas's 100 wide, 5 high, moved by (10, 20).
        XCTAssertEqual(drawn.bounds(of: Ink.red), Rect(x: 10, y: 20, width: 50, height: 5))
        XCTAssertEqual(drawn.rgba(30, 24), Ink.red)
        XCTAssertEqual(drawn.rgba(30, 26), Ink.clear)
        // The blue line, 2 wide on y = 20 from x 10 to 11, at half opacity: over the red below
        // it, alone above.
        XCTAssertTrue(DrawnView.close(drawn.rgba(10, 19), [0, 61, 128, 128], 2), "\(drawn.rgba(10, 19))")
        XCTAssertTrue(DrawnView.close(drawn.rgba(10, 20), [128, 91, 152, 255], 3), "\(drawn.rgba(10, 20))")
        XCTAssertEqual(drawn.rgba(12, 19), Ink.clear)
    }
}
