import Geometry
import Raster
import SwiftUI
import XCTest
import Zoetrope

/// A render lays views out on its own pixels (`RenderSettings.displayScale`), as iOS lays a view
/// out on its screen's: a snapshot rendered at 1x shows whole-point frames, with no half-covered
/// pixels at a view's edges and no seams between views set side by side.
final class DisplayScaleRenderTests: XCTestCase {
    private func settings(_ canvas: Size, scale: Double) -> RenderSettings {
        var s = RenderSettings()
        s.canvas = canvas
        s.scale = scale
        s.threads = 2
        return s
    }

    /// iOS at 1x (paulz/ViewSnapshots, AppTests/Snapshots/ContentView.1.png): 17-pt
    /// "Hello, world!" padded and on yellow takes 127×53 pt and fills it to its corners. Before,
    /// its 94.67×20.33-pt text (3x pixels) left the yellow 126.67×52.67 pt, centred: every edge
    /// pixel a third uncovered.
    func testAPaddedTextFillsWholePointsAtOneX() throws {
        let renderer = try loadScene(
            { PaddedGreeting() }, path: TestScenes.thisFile, settings: settings(Size(width: 127, height: 53), scale: 1))
        let frame = renderer.frame(at: 0)
        let yellow = [255, 204, 0, 255]
        for (x, y) in [(0, 0), (126, 0), (0, 52), (126, 52), (63, 0), (0, 26)] {
            assertColor(frame, x, y, yellow, tolerance: 0, "the yellow background's edge")
        }
        XCTAssertEqual(settings(Size(width: 1, height: 1), scale: 0.5).displayScale, 3)
    }

    /// Twenty 5-pt bars in a 100-pt row centred in 157 pt (paulz/ViewSnapshots'
    /// SmallColorDifferenceView): on iOS at 1x every bar is whole points and the row is solid
    /// green. Before, the row started at x 28.5, and between two bars each half-covered pixel
    /// let a quarter of the background through.
    func testBarsSideBySideLeaveNoSeam() throws {
        let renderer = try loadScene(
            { GreenBars() }, path: TestScenes.thisFile, settings: settings(Size(width: 157, height: 100), scale: 1))
        let frame = renderer.frame(at: 0)
        for x in 29...128 {
            assertColor(frame, x, 50, [0, 255, 0, 255], tolerance: 0, "inside the row")
        }
        assertColor(frame, 28, 50, [0, 0, 0, 0], tolerance: 0, "left of the row (x 29…129)")
        assertColor(frame, 129, 50, [0, 0, 0, 0], tolerance: 0, "right of the row")
    }
}

/// "Hello, world!" with the default padding on yellow.
private struct PaddedGreeting: View {
    var body: some View {
        Text("Hello, world!")
            .padding()
            .background(Color.yellow)
    }
}

/// Twenty green bars, 5 pt each, in a 100-pt square row.
private struct GreenBars: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { _ in
                Rectangle().foregroundColor(Color(red: 0, green: 1, blue: 0))
            }
        }
        .frame(width: 100, height: 100)
    }
}
