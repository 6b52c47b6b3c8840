import Geometry
import XCTest

@testable import SwiftUI

/// iOS 13's `.accessibility(label:)` family compiles (iOS 17 still compiles it) and, as its
/// successors, changes nothing that is drawn.
final class AccessibilityDeprecatedTests: XCTestCase {
    func testTheIOS13AccessibilityModifiersDrawTheViewUnchanged() {
        let star = SwiftUI.Image(systemName: "star.fill").foregroundColor(.yellow)
        assertSameDrawing(
            star
                .accessibility(label: SwiftUI.Text("1 star"))
                .accessibility(hint: SwiftUI.Text("rates"))
                .accessibility(value: SwiftUI.Text("1"))
                .accessibility(removeTraits: .isImage)
                .accessibility(addTraits: [.isButton, .isSelected])
                .accessibility(identifier: "star")
                .accessibility(hidden: false)
                .accessibility(sortPriority: 1),
            star)
    }
}
