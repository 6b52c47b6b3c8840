import Geometry
import XCTest

@testable import SwiftUI

/// A `Gradient` is a shape style (iOS 16): a vertical linear gradient, top to bottom.
final class GradientShapeStyleTests: XCTestCase {
    func testAGradientFillsAsAVerticalLinearGradient() {
        let gradient = SwiftUI.Gradient(colors: [.red, .blue])
        assertSameDrawing(
            SwiftUI.RoundedRectangle(cornerRadius: 10).fill(gradient, style: SwiftUI.FillStyle()),
            SwiftUI.RoundedRectangle(cornerRadius: 10)
                .fill(SwiftUI.LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
        assertDifferentDrawing(
            SwiftUI.Rectangle().fill(gradient),
            SwiftUI.Rectangle().fill(
                SwiftUI.LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)))
    }
}
