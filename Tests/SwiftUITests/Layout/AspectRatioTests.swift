import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.aspectRatio`, `.scaledToFit` and `.scaledToFill`: the size a view of a ratio takes in the
/// space offered.
final class AspectRatioTests: XCTestCase {
    /// The size of red `view` in a 120 × 60 frame.
    private func size<V: SwiftUI.View>(_ view: V, file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        guard
            let frame = LaidOutView(view.frame(width: 120, height: 60), file: file, line: line).frame(filledWith: .red)
        else { return [] }
        return [frame.width, frame.height]
    }

    private let red = SwiftUI.Color.red

    func testAspectRatioOfANumber() {
        XCTAssertEqual(size(red.aspectRatio(1.5, contentMode: .fit)), [90, 60])
        XCTAssertEqual(size(red.aspectRatio(1.5, contentMode: .fill)), [120, 80])
    }

    func testAspectRatioOfASize() {
        XCTAssertEqual(size(red.aspectRatio(CGSize(width: 4, height: 2), contentMode: .fill)), [120, 60])
        XCTAssertEqual(size(red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)), [30, 60])
        // A size with no height has no ratio: the view's own, a Color's square ideal size.
        XCTAssertEqual(size(red.aspectRatio(CGSize(width: 4, height: 0), contentMode: .fit)), [60, 60])
    }

    /// Without a ratio, the view's own (a Color's ideal size is square).
    func testScaledToFitAndFill() {
        XCTAssertEqual(size(red.aspectRatio(contentMode: .fit)), [60, 60])
        XCTAssertEqual(size(red.scaledToFit()), [60, 60])
        XCTAssertEqual(size(red.aspectRatio(contentMode: .fill)), [120, 120])
        XCTAssertEqual(size(red.scaledToFill()), [120, 120])
    }
}
