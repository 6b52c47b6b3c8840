import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.frame(width:height:alignment:)`.
final class FrameTests: XCTestCase {
    /// SwiftUI ignores an invalid frame dimension (`.infinity`, negative) and logs a warning: the
    /// colour takes the space offered.
    func testInvalidFrameDimensionsAreIgnored() {
        XCTAssertEqual(
            LaidOutView(SwiftUI.Color.red.frame(width: .infinity, height: -3).frame(width: 50, height: 30))
                .frame(filledWith: .red),
            Rect(x: 170, y: 407, width: 50, height: 30))
        XCTAssertEqual(
            LaidOutView(SwiftUI.Color.red.frame(width: 20, height: -3).frame(width: 50, height: 30))
                .frame(filledWith: .red),
            Rect(x: 185, y: 407, width: 20, height: 30))
    }
}
