import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// TimelineView and Canvas: content built from the scene time at every frame, drawing
/// operations as views in the canvas's frame.
final class DrawingTests: XCTestCase {
    /// Seconds since the scene started, as a timeline's content sees them.
    static func seconds(_ date: Date) -> Double { date.timeIntervalSince(SceneDate.start) }

    struct Ticker: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.TimelineView(.periodic(from: SceneDate.now, by: 0.5)) { context in
                SwiftUI.Color.red.frame(width: 10, height: 10).offset(x: DrawingTests.seconds(context.date) * 100)
            }
        }
    }

    /// The red square's left edge drawn at `t` (it starts at 145 on a 300-point canvas).
    private func left(_ scene: AnimatedView, at t: Double) -> Double? { scene.drawing(at: t).bounds(of: Ink.red)?.minX }

    func testAPeriodicTimelineShowsTheLatestUpdateAtEachFrame() throws {
        let scene = try AnimatedView(Ticker(), canvas: Size(width: 300, height: 100))
        XCTAssertEqual(left(scene, at: 0), 145)
        XCTAssertEqual(left(scene, at: 0.4), 145, "the update at 0 s until the next at 0.5 s")
        XCTAssertEqual(left(scene, at: 0.7), 195)
        XCTAssertEqual(left(scene, at: 1.2), 245)
        // An endless schedule renders the documented default length.
        XCTAssertEqual(scene.scene.duration, TimelineContentView.defaultLength, accuracy: 1e-9)
    }

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
