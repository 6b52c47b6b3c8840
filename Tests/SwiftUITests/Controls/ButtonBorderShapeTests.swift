import Geometry
import XCTest

@testable import SwiftUI

/// A button border shape is a shape of its own (iOS 17): `.clipShape(.buttonBorder)`.
final class ButtonBorderShapeTests: XCTestCase {
    func testButtonBorderShapesClipAsTheirShapes() {
        let square = SwiftUI.Color.red.frame(width: 80, height: 40)
        // `.buttonBorder` and `.automatic`: a regular bordered button's rounded rectangle.
        assertSameDrawing(
            square.clipShape(.buttonBorder),
            square.clipShape(SwiftUI.RoundedRectangle(cornerRadius: 8, style: .continuous)))
        assertSameDrawing(
            square.clipShape(SwiftUI.ButtonBorderShape.capsule), square.clipShape(SwiftUI.Capsule(style: .continuous)))
        assertSameDrawing(
            square.clipShape(SwiftUI.ButtonBorderShape.roundedRectangle(radius: 12)),
            square.clipShape(SwiftUI.RoundedRectangle(cornerRadius: 12, style: .continuous)))
        assertDifferentDrawing(square.clipShape(.buttonBorder), square)
    }
}
