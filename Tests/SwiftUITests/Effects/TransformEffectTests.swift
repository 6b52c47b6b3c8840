import Geometry
import XCTest

@testable import SwiftUI

/// `.transformEffect`: the drawing moved by an affine transform.
final class TransformEffectTests: XCTestCase {
    func testTransformEffectMovesTheDrawing() {
        let square = SwiftUI.Color.red.frame(width: 40, height: 40)
        XCTAssertEqual(
            DrawnView(square.transformEffect(CGAffineTransform(translationX: 3, y: 4))).bounds(of: Ink.red),
            Rect(x: 33, y: 34, width: 40, height: 40))
    }
}
