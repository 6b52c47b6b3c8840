import SceneGraph
import XCTest

@testable import SwiftUI

/// `.renderingMode`, `.interpolation` and `.antialiased` compile as on iOS; what Zoetrope draws
/// otherwise is one warning at the line that asked for it.
final class ImageRenderingTests: XCTestCase {
    func testRenderingOptionsThatDrawAsIOSDoesAreSilent() throws {
        XCTAssertEqual(
            try warnings {
                SwiftUI.VStack {
                    SwiftUI.Image("10x10").renderingMode(.original).interpolation(.high).antialiased(true)
                    SwiftUI.Image(systemName: "star").renderingMode(.template)
                    SwiftUI.Image(systemName: "star").renderingMode(nil)
                }
            }, [])
        assertSameDrawing(
            SwiftUI.Image(systemName: "star.fill").renderingMode(.template).foregroundColor(.red),
            SwiftUI.Image(systemName: "star.fill").foregroundColor(.red))
    }

    func testRenderingOptionsDrawnOtherwiseAreWarnedAtTheirLines() throws {
        let line = #line + 3
        let warnings = try locatedWarnings {
            SwiftUI.VStack {
                SwiftUI.Image("10x10").renderingMode(.template)
                SwiftUI.Image(systemName: "star").renderingMode(.original)
                SwiftUI.Image("10x10").interpolation(.none).antialiased(false)
            }
        }
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "'.renderingMode(.template)' is drawn in the image's own colours; iOS draws its shape in the "
                    + "foreground style",
                "'.renderingMode(.original)' draws the symbol in the foreground style; iOS draws a multicolour "
                    + "symbol in its own colours",
                "'.interpolation(.none)' is drawn smoothly; iOS draws each pixel of the scaled image as a square",
                "'.antialiased(false)' is drawn with smoothed edges, as by default",
            ])
        XCTAssertEqual(warnings.map { $0.location?.line }, [line, line + 1, line + 2, line + 2])
    }
}
