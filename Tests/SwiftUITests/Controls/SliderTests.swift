import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Slider`: a grey track, filled in the accent colour up to the value, and a white thumb.
final class SliderTests: XCTestCase {
    private let track = SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)

    /// A quarter along 200 points: the thumb's centre at 14 + 0.25 × 172 = 57.
    func testSliderTrackAndThumb() throws {
        let view = LaidOutView(SwiftUI.Slider(value: .constant(5.0), in: 0...20).frame(width: 200))
        let grey = try XCTUnwrap(view.frame(filledWith: track))
        let filled = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual([grey.width, grey.height], [200, 4])
        XCTAssertEqual([filled.minX - grey.minX, filled.width, filled.height], [0, 57, 4])
        // The thumb, a white disc, drawn over the track's end.
        let drawn = DrawnView(
            SwiftUI.Slider(value: .constant(5.0), in: 0...20).frame(width: 200), canvas: Size(width: 390, height: 844))
        let thumb = try XCTUnwrap(drawn.bounds(of: Ink.white, tolerance: 0))
        XCTAssertEqual(thumb.midX - grey.minX, 57, accuracy: 1)
        XCTAssertEqual(thumb.width, 28, accuracy: 2)
        XCTAssertEqual(thumb.midY, grey.midY, accuracy: 1)
    }

    /// In dark mode the track is systemFill's dark value (120, 120, 128 at 36 %), the filled part
    /// the dark accent blue (10, 132, 255), the thumb still white (Apple's HIG, "Color").
    func testSliderInDarkMode() throws {
        let slider = SwiftUI.Slider(value: .constant(5.0), in: 0...20).frame(width: 200)
            .environment(\.colorScheme, .dark)
        let view = LaidOutView(slider)
        let grey = try XCTUnwrap(
            view.frame(filledWith: SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)))
        let filled = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1)))
        XCTAssertEqual([grey.width, filled.width], [200, 57])
        XCTAssertNil(view.frame(filledWith: track), "not the light track")
        let thumb = DrawnView(slider, canvas: Size(width: 390, height: 844)).bounds(of: Ink.white, tolerance: 0)
        XCTAssertEqual(thumb?.width ?? 0, 28, accuracy: 2)
    }
}
