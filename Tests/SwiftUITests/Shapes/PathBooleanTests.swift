import Geometry
import XCTest

@testable import SwiftUI

/// `Path`'s own boolean operations (iOS 17), `contains` and `normalized`.
final class PathBooleanTests: XCTestCase {
    private let square = SwiftUI.Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    private let right = SwiftUI.Path(CGRect(x: 50, y: -10, width: 100, height: 120))

    func testRegionOperations() {
        XCTAssertEqual(square.intersection(right).boundingRect, CGRect(x: 50, y: 0, width: 50, height: 100))
        XCTAssertEqual(square.subtracting(right).boundingRect, CGRect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(square.union(right).boundingRect, CGRect(x: 0, y: -10, width: 150, height: 120))
        let difference = square.symmetricDifference(right)
        XCTAssertTrue(difference.contains(CGPoint(x: 25, y: 50)))
        XCTAssertFalse(difference.contains(CGPoint(x: 75, y: 50)))
        XCTAssertTrue(difference.contains(CGPoint(x: 120, y: 50)))
        XCTAssertTrue(square.subtracting(square).isEmpty)
    }

    func testLineOperations() {
        var line = SwiftUI.Path()
        line.move(to: CGPoint(x: -20, y: 50))
        line.addLine(to: CGPoint(x: 80, y: 50))
        XCTAssertEqual(line.lineIntersection(right).boundingRect, CGRect(x: 50, y: 50, width: 30, height: 0))
        XCTAssertEqual(line.lineSubtraction(right).boundingRect, CGRect(x: -20, y: 50, width: 70, height: 0))
    }

    func testContainsAndNormalized() {
        var nested = square
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(nested.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(nested.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertFalse(nested.contains(CGPoint(x: 150, y: 50)))
        // Normalized by the even-odd rule (its default) the frame keeps its hole, for either rule.
        let frame = nested.normalized()
        XCTAssertFalse(frame.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(frame.contains(CGPoint(x: 10, y: 50)))
        XCTAssertTrue(nested.normalized(eoFill: false).contains(CGPoint(x: 50, y: 50)))
    }
}
