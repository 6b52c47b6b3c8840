import Geometry
import XCTest

@testable import SwiftUI

final class UIBezierPathTests: XCTestCase {
    func testUIBezierPathRoundedRectIsTheContinuousRoundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let bezier = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 5, height: 5))
        XCTAssertEqual(
            SwiftUI.Path(bezier.cgPath), SwiftUI.Path(roundedRect: rect, cornerRadius: 5, style: .continuous))
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 5, height: 5))
        XCTAssertEqual(
            SwiftUI.Path(top.cgPath),
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 5, topTrailing: 5)).path(in: rect))
    }
}
