import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `AsyncImage` at rest: a render fetches nothing, so it shows its `.empty` phase, as iOS does
/// before the image arrives.
final class AsyncImageTests: XCTestCase {
    private let url = URL(string: "https://example.com/photo.png")

    /// The default placeholder fills the space offered in secondarySystemFill: 120, 120, 128 at
    /// 16 % in light mode, at 32 % in dark mode (Apple's HIG values).
    func testTheDefaultPlaceholderIsAGreyFillInLightAndDarkMode() throws {
        let image = SwiftUI.AsyncImage(url: url).frame(width: 60, height: 40)
        let canvas = Size(width: 100, height: 100)
        let light = DrawnView(image, canvas: canvas)
        let lightGrey = SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
        XCTAssertEqual(light.bounds(of: Ink.of(lightGrey), tolerance: 1), Rect(x: 20, y: 30, width: 60, height: 40))
        let dark = DrawnView(image.environment(\.colorScheme, .dark), canvas: canvas)
        let darkGrey = SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32)
        XCTAssertEqual(dark.bounds(of: Ink.of(darkGrey), tolerance: 1), Rect(x: 20, y: 30, width: 60, height: 40))
    }

    /// A placeholder of the scene's own, or the content closure's view for `.empty`, is what is
    /// drawn; the content for a loaded image is not.
    func testThePlaceholderAndTheEmptyPhaseAreDrawn() throws {
        let placeholder = SwiftUI.AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            SwiftUI.Color.red
        }
        .frame(width: 50, height: 50)
        XCTAssertEqual(
            DrawnView(placeholder).bounds(of: Ink.red), Rect(x: 25, y: 25, width: 50, height: 50))
        let phased = SwiftUI.AsyncImage(url: url) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                SwiftUI.Text("failed")
            } else {
                SwiftUI.ProgressView()
            }
        }
        XCTAssertEqual(LaidOutView(phased).texts, [])
        XCTAssertFalse(DrawnView(phased, canvas: Size(width: 100, height: 100)).isBlank, "the spinner")
    }

    /// A URL to fetch is warned about once, at the view's line; a nil URL is not.
    func testAURLIsWarnedAboutAtItsLine() throws {
        let located = try locatedWarnings { SwiftUI.AsyncImage(url: self.url, line: 7, column: 9) }
        XCTAssertEqual(located.map(\.location), [SourceLocation(line: 7, column: 9)])
        XCTAssertEqual(
            located.map(\.message), ["'AsyncImage' is drawn as its placeholder: remote images are not fetched"])
        XCTAssertEqual(try warnings { SwiftUI.AsyncImage(url: nil) }, [])
    }
}
