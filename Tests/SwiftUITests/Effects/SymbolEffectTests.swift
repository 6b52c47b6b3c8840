import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.symbolEffect`: accepted, with a warning; the symbol is drawn without its effect.
final class SymbolEffectTests: XCTestCase {
    func testSymbolEffectIsAcceptedWithAWarning() throws {
        assertSameDrawing(
            SwiftUI.Text("a").symbolEffect(.bounce.up, value: 3).symbolEffect(.pulse), SwiftUI.Text("a"))
        XCTAssertEqual(
            try warnings { SwiftUI.Text("a").symbolEffect(.bounce.up, value: 3).symbolEffect(.pulse) },
            ["'symbolEffect' is not animated by Zoetrope yet: symbols are drawn without their effect"])
    }
}
