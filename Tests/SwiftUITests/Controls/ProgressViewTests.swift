import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ProgressView`: a bar filled to the fraction done, or (without a value, or in the circular
/// style) iOS's spinner of eight bars.
final class ProgressViewTests: XCTestCase {
    private let track = SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)

    func testProgressBar() throws {
        let view = LaidOutView(SwiftUI.ProgressView(value: 3.0, total: 4).frame(width: 200))
        let grey = try XCTUnwrap(view.frame(filledWith: track))
        let filled = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual([grey.width, grey.height], [200, 4])
        XCTAssertEqual([filled.minX - grey.minX, filled.width, filled.height], [0, 150, 4])
    }

    /// In dark mode: systemFill's dark track (120, 120, 128 at 36 %) and the dark accent blue.
    func testProgressBarInDarkMode() throws {
        let view = LaidOutView(
            SwiftUI.ProgressView(value: 3.0, total: 4).frame(width: 200).environment(\.colorScheme, .dark))
        let grey = try XCTUnwrap(
            view.frame(filledWith: SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)))
        let filled = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1)))
        XCTAssertEqual([grey.width, filled.width], [200, 150])
    }

    /// Eight grey bars fading behind the brightest, stepping an eighth of a turn each eighth of a
    /// second, for ever.
    func testSpinnerStepsRoundForEver() throws {
        let spinner = try AnimatedView(SwiftUI.ProgressView(), canvas: Size(width: 40, height: 40))
        let first = spinner.drawing(at: 0)
        XCTAssertEqual(first.inkBounds(threshold: 0).map { [$0.midX, $0.midY] }, [20, 20])
        XCTAssertLessThanOrEqual(first.inkBounds()?.width ?? 99, 21)
        XCTAssertFalse(first.pixels == spinner.drawing(at: 0.125).pixels, "a step")
        XCTAssertFalse(spinner.drawing(at: 10).pixels == spinner.drawing(at: 10.125).pixels, "still turning at 10 s")
        // Grey everywhere: 142, 142, 147 before premultiplying.
        for y in 0..<40 {
            for x in 0..<40 where first.alpha(x, y) > 200 {
                XCTAssertTrue(
                    DrawnView.close(
                        first.rgba(x, y),
                        [
                            142 * first.alpha(x, y) / 255, 142 * first.alpha(x, y) / 255, 147 * first.alpha(x, y) / 255,
                            first.alpha(x, y),
                        ], 3))
            }
        }
    }

    /// The circular style is the spinner even with a value; its tint colours the bars.
    func testProgressViewStyles() throws {
        let circular = try AnimatedView(
            SwiftUI.ProgressView(value: 0.5).progressViewStyle(.circular), canvas: Size(width: 40, height: 40))
        let spinner = try AnimatedView(SwiftUI.ProgressView(), canvas: Size(width: 40, height: 40))
        XCTAssertTrue(circular.drawing(at: 0).pixels == spinner.drawing(at: 0).pixels)
        let white = try AnimatedView(
            SwiftUI.ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)),
            canvas: Size(width: 40, height: 40)
        ).drawing(at: 0)
        XCTAssertFalse(white.isBlank)
        for y in 0..<40 {
            for x in 0..<40 {
                let p = white.rgba(x, y)
                XCTAssertTrue(p[0] == p[3] && p[1] == p[3] && p[2] == p[3], "white at (\(x), \(y)): \(p)")
            }
        }

        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
            }
        }
        XCTAssertEqual(LaidOutView(SwiftUI.ProgressView(value: 0.25).progressViewStyle(Percent())).texts, ["25 %"])
    }

    /// iOS has no indeterminate bar: the linear style without a value is the spinner, turning
    /// as the default one does, its label below it; with a value it is the bar.
    func testAnIndeterminateLinearProgressViewIsTheSpinner() throws {
        let canvas = Size(width: 120, height: 80)
        for (linear, spinner) in [
            (
                try AnimatedView(SwiftUI.ProgressView().progressViewStyle(.linear), canvas: canvas),
                try AnimatedView(SwiftUI.ProgressView(), canvas: canvas)
            ),
            (
                try AnimatedView(SwiftUI.ProgressView("Loading").progressViewStyle(.linear), canvas: canvas),
                try AnimatedView(SwiftUI.ProgressView("Loading"), canvas: canvas)
            ),
        ] {
            for time in [0, 0.2, 0.45] {
                let drawn = linear.drawing(at: time)
                XCTAssertFalse(drawn.isBlank, "at \(time)")
                XCTAssertTrue(drawn.pixels == spinner.drawing(at: time).pixels, "at \(time)")
            }
        }
        XCTAssertEqual(try warnings { SwiftUI.ProgressView().progressViewStyle(.linear) }, [])
        let bar = try AnimatedView(
            SwiftUI.ProgressView(value: 0.5).progressViewStyle(.linear), canvas: canvas)
        let spinner = try AnimatedView(SwiftUI.ProgressView(), canvas: canvas)
        XCTAssertFalse(bar.drawing(at: 0).pixels == spinner.drawing(at: 0).pixels, "a value draws the bar")
    }
}
