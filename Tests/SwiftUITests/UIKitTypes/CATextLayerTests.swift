import Geometry
import XCTest

@testable import SwiftUI

/// `CATextLayer`: its string set from the layer's top edge in its font size and colour,
/// aligned by its alignment mode.
final class CATextLayerTests: XCTestCase {
    func drawn(_ configure: @escaping (CATextLayer) -> Void) -> DrawnView {
        DrawnView(
            CALayerTests.Layers { root in
                let layer = CATextLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.string = "Hi"
                layer.fontSize = 20
                layer.foregroundColor = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
                configure(layer)
                root.addSublayer(layer)
            })
    }

    func testTheStringIsSetFromTheTopInItsColourAndAlignment() throws {
        let natural = try XCTUnwrap(drawn { _ in }.inkBounds(threshold: 128))
        XCTAssertLessThan(natural.minY, 10, "from the top")
        XCTAssertLessThan(natural.maxY, 30)
        XCTAssertLessThan(natural.minX, 5, "at the left")
        XCTAssertGreaterThan(natural.height, 10, "20-point type")
        let centred = try XCTUnwrap(drawn { $0.alignmentMode = .center }.inkBounds(threshold: 128))
        XCTAssertEqual(centred.midX, 50, accuracy: 2)
        let right = try XCTUnwrap(drawn { $0.alignmentMode = .right }.inkBounds(threshold: 128))
        XCTAssertGreaterThan(right.maxX, 95)
        let blue = drawn { _ in }.count(of: [0, 0, 255, 255], tolerance: 10)
        XCTAssertGreaterThan(blue, 20, "in its colour")
    }
}
