import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ColorPicker`: the label at the leading edge, the colour well (a spectrum ring around the
/// colour) at the trailing edge.
final class ColorPickerTests: XCTestCase {
    func testLabelAndColourWell() throws {
        let picker = SwiftUI.ColorPicker("Tint", selection: .constant(SwiftUI.Color.orange))
        let view = LaidOutView(picker, canvas: Size(width: 390, height: 100))
        XCTAssertEqual(view.texts, ["Tint"])
        XCTAssertEqual(view.frame("Tint")?.minX, 0)
        let disc = try XCTUnwrap(view.frame(filledWith: .orange))
        XCTAssertEqual([disc.width, disc.height, disc.midX, disc.midY], [14, 14, 390 - 14, 50])
        let drawn = DrawnView(picker, canvas: Size(width: 390, height: 100))
        let ring = try XCTUnwrap(drawn.inkBounds(threshold: 100, rows: 30..<70))
        XCTAssertEqual(ring.maxX, 390, accuracy: 1)
        XCTAssertEqual(ring.height, 28, accuracy: 1)
        XCTAssertEqual(
            LaidOutView(SwiftUI.ColorPicker("c", selection: .constant(SwiftUI.UIColor.red.cgColor)).labelsHidden())
                .texts, [])
    }

    /// In dark mode: the label white, the well's disc the selection as dark mode resolves it
    /// (`Color.orange`: 255, 159, 10), its ring unchanged.
    func testDarkMode() throws {
        let picker = SwiftUI.ColorPicker("Tint", selection: .constant(SwiftUI.Color.orange))
        let canvas = Size(width: 390, height: 100)
        let dark = LaidOutView(picker.environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(dark.color(ofText: "Tint"), SwiftUI.Color.white.resolved)
        let disc = try XCTUnwrap(dark.frame(filledWith: SwiftUI.Color(red: 1, green: 159 / 255, blue: 10 / 255)))
        XCTAssertEqual(disc, LaidOutView(picker, canvas: canvas).frame(filledWith: .orange))
        let drawn = DrawnView(picker.environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(drawn.rgba(Int(disc.midX), Int(disc.midY)), [255, 159, 10, 255])
        XCTAssertEqual(
            drawn.inkBounds(threshold: 100, rows: 30..<70)?.height,
            DrawnView(picker, canvas: canvas).inkBounds(threshold: 100, rows: 30..<70)?.height)
    }
}
