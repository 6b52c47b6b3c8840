import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.textScale(_:isEnabled:)`: `.secondary` sets text at 0.8 of its font's size (an estimate,
/// warned about at its line), on a `Text` or on the views below; `.default` and a disabled
/// scale leave it as written.
final class TextScaleTests: XCTestCase {
    private let hello = SwiftUI.Text("Hello")

    func testSecondaryIsFourFifthsOfTheFontsSize() {
        let canvas = Size(width: 200, height: 60)
        assertSameDrawing(
            hello.font(.system(size: 30)).textScale(.secondary), hello.font(.system(size: 24)), canvas: canvas,
            "a text's scale")
        assertSameDrawing(
            SwiftUI.VStack { hello }.font(.system(size: 30)).textScale(.secondary),
            hello.font(.system(size: 24)), canvas: canvas, "the views below")
        assertSameDrawing(
            SwiftUI.VStack { hello.font(.system(size: 40)) }.textScale(.secondary),
            hello.font(.system(size: 32)), canvas: canvas, "a font set inside")
        assertDifferentDrawing(
            hello.font(.system(size: 30)).textScale(.secondary), hello.font(.system(size: 30)), canvas: canvas)
    }

    func testATextStyleScalesWithItsLinesAndTheDefaultAndDisabledLeaveTheSize() throws {
        let body = try XCTUnwrap(LaidOutView(hello).frame("Hello"))
        let secondary = try XCTUnwrap(LaidOutView(hello.textScale(.secondary)).frame("Hello"))
        XCTAssertEqual(secondary.height, body.height * 0.8, accuracy: 1.5, "the body style's line, scaled")
        XCTAssertEqual(secondary.width, body.width * 0.8, accuracy: 2)
        let canvas = Size(width: 200, height: 60)
        assertSameDrawing(hello.textScale(.default), hello, canvas: canvas)
        assertSameDrawing(hello.textScale(.secondary, isEnabled: false), hello, canvas: canvas)
        assertSameDrawing(
            SwiftUI.VStack { hello }.textScale(.secondary, isEnabled: false).textScale(.secondary),
            hello.textScale(.secondary), canvas: canvas, "a disabled scale keeps the one above")
    }

    func testTheEstimateIsWarnedAboutAtItsLine() throws {
        XCTAssertEqual(
            try warnings { SwiftUI.Text("Hello").textScale(.secondary) },
            ["'textScale(.secondary)' sets text at 0.8 of its font's size, an estimate: iOS publishes no figure"])
        XCTAssertEqual(try warnings { SwiftUI.Text("Hello").textScale(.default) }, [])
    }
}
