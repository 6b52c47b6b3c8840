import SceneGraph
import XCTest

@testable import SwiftUI

/// A material as a foreground style: iOS draws text in it with vibrancy, which Zoetrope
/// approximates with one flat colour and says so once, at the line that asked for it.
final class MaterialTests: XCTestCase {
    func testAMaterialForegroundIsWarnedAtItsLine() throws {
        let line = #line + 2
        let warnings = try locatedWarnings {
            Text("Vibrant").foregroundStyle(.thinMaterial)
        }
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "text and symbols in a material foreground style are drawn with vibrancy on iOS: "
                    + "Zoetrope draws them in one flat grey"
            ])
        XCTAssertEqual(warnings.first?.location?.line, line)
    }

    /// On a view that is not a text, the same warning; a `Text` stays a `Text` (it concatenates).
    func testAMaterialForegroundOnAViewIsWarnedToo() throws {
        let line = #line + 2
        let warnings = try locatedWarnings {
            Label("Vibrant", systemImage: "star").foregroundStyle(.regularMaterial)
        }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.location?.line, line)
        _ = Text("a").foregroundStyle(.ultraThinMaterial) + Text("b")
    }

    func testAMaterialBackgroundIsNotWarned() throws {
        XCTAssertEqual(try warnings { Text("Card").padding().background(.ultraThinMaterial) }, [])
    }
}
