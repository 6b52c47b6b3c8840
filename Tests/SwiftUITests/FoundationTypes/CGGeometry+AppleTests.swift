import SwiftUI
import XCTest

/// CoreGraphics' `equalTo(_:)` methods, which iOS code calls and corelibs Foundation lacks.
final class CGGeometryAppleTests: XCTestCase {
    func testEqualToComparesEveryComponent() {
        XCTAssertTrue(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        XCTAssertFalse(CGSize(width: 2, height: 3).equalTo(CGSize(width: 3, height: 2)))
        XCTAssertTrue(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(CGPoint(x: 1, y: 1).equalTo(.zero))
        XCTAssertTrue(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
    }
}
