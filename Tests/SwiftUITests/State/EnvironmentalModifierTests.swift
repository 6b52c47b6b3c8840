import Geometry
import XCTest

@testable import SwiftUI

/// `EnvironmentalModifier`: the modifier its `resolve(in:)` picks from the environment is the
/// one applied.
final class EnvironmentalModifierTests: XCTestCase {
    private struct SchemeTint: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Fill(color: environment.colorScheme == .dark ? .blue : .red)
        }
    }

    private struct Fill: ViewModifier {
        let color: SwiftUI.Color
        func body(content: Content) -> some SwiftUI.View { content.background(color) }
    }

    func testTheResolvedModifierIsApplied() {
        let square = SwiftUI.Color.clear.frame(width: 30, height: 30)
        assertSameDrawing(square.modifier(SchemeTint()), square.background(SwiftUI.Color.red))
        assertSameDrawing(
            square.modifier(SchemeTint()).environment(\.colorScheme, .dark),
            square.background(SwiftUI.Color.blue).environment(\.colorScheme, .dark))
    }
}
