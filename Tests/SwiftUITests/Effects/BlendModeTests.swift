import Geometry
import Raster
import XCTest

@testable import SwiftUI

/// `.blendMode`: how a view's colours mix with what is drawn behind it (red over blue).
final class BlendModeTests: XCTestCase {
    private func drawn(_ mode: SwiftUI.BlendMode) -> [Int] {
        DrawnView(
            SwiftUI.ZStack {
                SwiftUI.Color.blue.frame(width: 40, height: 40)
                SwiftUI.Color.red.frame(width: 40, height: 40).blendMode(mode)
            }
        ).rgba(50, 50)
    }

    func testBlendModes() {
        XCTAssertEqual(drawn(.normal), Ink.red)
        XCTAssertTrue(DrawnView.close(drawn(.multiply), [0, 28, 48, 255], 2), "\(drawn(.multiply))")
        XCTAssertEqual(drawn(.destinationOut), Ink.clear)
        XCTAssertEqual(drawn(.destinationOver), Ink.blue)
        XCTAssertTrue(
            DrawnView.close(drawn(.difference), [255, 63, 207, 255], 2), "\(drawn(.difference))")
    }

    /// Every SwiftUI mode is drawn (none is the normal mode), without warnings.
    func testEveryModeIsDrawnWithoutWarnings() throws {
        let modes: [SwiftUI.BlendMode] = [
            .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
            .hardLight,
            .difference, .exclusion, .hue, .saturation, .color, .luminosity, .destinationOver,
            .destinationOut,
            .plusDarker, .plusLighter,
        ]
        for mode in modes {
            XCTAssertNotEqual(drawn(mode), Ink.red, "\(mode)")
            XCTAssertEqual(try warnings { SwiftUI.Circle().blendMode(mode) }, [], "\(mode)")
        }
        // Source-atop keeps red where blue is drawn.
        XCTAssertEqual(drawn(.sourceAtop), Ink.red)
    }
}
