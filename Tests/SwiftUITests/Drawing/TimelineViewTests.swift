import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `TimelineView`: content built from the scene time at every frame.
final class TimelineViewTests: XCTestCase {
    /// Seconds since the scene started, as a timeline's content sees them.
    static func seconds(_ date: Date) -> Double { date.timeIntervalSince(SceneDate.start) }

    struct Ticker: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.TimelineView(.periodic(from: SceneDate.now, by: 0.5)) { context in
                SwiftUI.Color.red.frame(width: 10, height: 10).offset(x: TimelineViewTests.seconds(context.date) * 100)
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
}
