import Geometry
import XCTest

@testable import SwiftUI

/// `.redacted`: the placeholder reason draws placeholders for text; `unredacted` turns them off
/// inside.
final class RedactedTests: XCTestCase {
    func testRedactionDrawsPlaceholders() {
        let words = SwiftUI.Text("words")
        assertDifferentDrawing(words.redacted(reason: .placeholder), words)
        assertSameDrawing(words.redacted(reason: .privacy), words)
        assertSameDrawing(words.unredacted().redacted(reason: .placeholder), words)
    }
}
