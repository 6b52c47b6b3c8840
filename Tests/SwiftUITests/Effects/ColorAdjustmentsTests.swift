import Geometry
import XCTest

@testable import SwiftUI

/// `.brightness`, `.hueRotation`, `.colorInvert` and the other colour adjustments, on red.
final class ColorAdjustmentsTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    private func centre<V: SwiftUI.View>(_ view: V) -> [Int] { DrawnView(view).rgba(50, 50) }

    func testBrightnessAddsToEachComponent() {
        let brighter = centre(square.brightness(0.2))
        XCTAssertEqual(brighter[0], 255)
        XCTAssertEqual(brighter[1], 59 + 51, accuracy: 2)
        XCTAssertEqual(brighter[2], 48 + 51, accuracy: 2)
    }

    func testHueRotationTurnsRedTowardsCyan() {
        let turned = centre(square.hueRotation(.degrees(180)))
        XCTAssertLessThan(turned[0], turned[1])
        XCTAssertLessThan(turned[0], turned[2])
    }

    func testColorInvert() {
        XCTAssertTrue(DrawnView.close(centre(square.colorInvert()), [0, 196, 207, 255], 2))
    }

    func testGrayscaleAndSaturation() {
        let gray = centre(square.grayscale(1))
        XCTAssertEqual(gray[0], gray[1], accuracy: 2)
        XCTAssertEqual(gray[1], gray[2], accuracy: 2)
        XCTAssertEqual(centre(square.saturation(1)), Ink.red)
    }
}
