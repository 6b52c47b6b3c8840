import Geometry
import XCTest

@testable import SwiftUI

/// The environment values the text, image, scroll, input and background modifiers set are read
/// back with `@Environment`, as on iOS.
final class EnvironmentReadBackTests: XCTestCase {
    private struct Reader: SwiftUI.View {
        @SwiftUI.Environment(\.lineSpacing) var lineSpacing
        @SwiftUI.Environment(\.allowsTightening) var allowsTightening
        @SwiftUI.Environment(\.minimumScaleFactor) var minimumScaleFactor
        @SwiftUI.Environment(\.imageScale) var imageScale
        @SwiftUI.Environment(\.isScrollEnabled) var isScrollEnabled
        @SwiftUI.Environment(\.disableAutocorrection) var disableAutocorrection
        @SwiftUI.Environment(\.autocorrectionDisabled) var autocorrectionDisabled
        @SwiftUI.Environment(\.backgroundMaterial) var backgroundMaterial
        var body: some SwiftUI.View {
            SwiftUI.Text(
                "\(Int(lineSpacing)) \(allowsTightening) \(minimumScaleFactor) \(imageScale) \(isScrollEnabled) "
                    + "\(disableAutocorrection.map { "\($0)" } ?? "nil") \(autocorrectionDisabled) "
                    + "\(backgroundMaterial != nil)")
        }
    }

    func testTheModifiersValuesAreRead() {
        XCTAssertEqual(LaidOutView(Reader()).texts, ["0 false 1.0 medium true nil false false"])
        XCTAssertEqual(
            LaidOutView(
                Reader().lineSpacing(7).allowsTightening(true).minimumScaleFactor(0.5).imageScale(.large)
                    .scrollDisabled(true).disableAutocorrection(false).background(.thinMaterial)
            ).texts, ["7 true 0.5 large false false false true"])
        XCTAssertEqual(
            LaidOutView(Reader().autocorrectionDisabled()).texts, ["0 false 1.0 medium true true true false"])
    }

    /// The modifiers still style what they style: the environment's value reaches the text.
    func testLineSpacingSetInTheEnvironmentSpacesLines() throws {
        let text = SwiftUI.Text("one two three four five six").frame(width: 60)
        let tight = try XCTUnwrap(LaidOutView(text).frame("one two three four five six"))
        let spaced = try XCTUnwrap(
            LaidOutView(text.environment(\.lineSpacing, 10)).frame("one two three four five six"))
        let modifier = try XCTUnwrap(LaidOutView(text.lineSpacing(10)).frame("one two three four five six"))
        XCTAssertGreaterThan(spaced.height, tight.height + 10)
        XCTAssertEqual(spaced, modifier)
    }
}
