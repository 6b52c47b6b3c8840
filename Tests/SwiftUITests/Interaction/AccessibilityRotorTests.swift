import Geometry
import XCTest

@testable import SwiftUI

/// Accessibility that iOS draws nothing for (rotors, headings, actions, children, colour
/// inversion, speech): accepted, and the view is drawn unchanged.
final class AccessibilityRotorTests: XCTestCase {
    private struct Item: Identifiable {
        let id: Int
        let title: String
    }

    func testAccessibilityDrawsNothing() {
        let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
        let view = SwiftUI.Text("Heading").foregroundStyle(SwiftUI.Color.red)
        assertSameDrawing(
            view.accessibilityHeading(.h1)
                .accessibilityRotor("Items") {
                    SwiftUI.ForEach(items) { item in AccessibilityRotorEntry(item.title, id: item.id) }
                    AccessibilityRotorEntry("First", id: 1)
                }
                .accessibilityRotor("Titles", entries: items, entryLabel: \.title)
                .accessibilityRotor(.headings) { AccessibilityRotorEntry(SwiftUI.Text("x"), id: 0) }
                .accessibilityActions { SwiftUI.Button("Delete") {} }
                .accessibilityChildren { SwiftUI.Text("Child") }
                .accessibilityIgnoresInvertColors()
                .accessibilityRespondsToUserInteraction(true)
                .speechSpellsOutCharacters()
                .speechAlwaysIncludesPunctuation(),
            view)
        assertSameDrawing(
            SwiftUI.Text("Code").speechSpellsOutCharacters().speechAdjustedPitch(0.5), SwiftUI.Text("Code"))
    }
}
