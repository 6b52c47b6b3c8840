import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.padding` in each of its forms: the space it leaves around its content, laid out.
final class PaddingTests: XCTestCase {
    /// The space `padded` (a 10-point red square, padded) leaves around the square on each edge:
    /// top, leading, bottom, trailing.
    private func insets<V: SwiftUI.View>(
        _ padded: V, file: StaticString = #filePath, line: UInt = #line
    ) -> [Double] {
        let view = LaidOutView(padded.background(SwiftUI.Color.blue), file: file, line: line)
        guard let inner = view.frame(filledWith: .red), let outer = view.frame(filledWith: .blue) else {
            XCTFail("no square or no background", file: file, line: line)
            return []
        }
        return [inner.minY - outer.minY, inner.minX - outer.minX, outer.maxY - inner.maxY, outer.maxX - inner.maxX]
    }

    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 10, height: 10) }

    func testPaddingWithoutArgumentsIs16OnEveryEdge() {
        XCTAssertEqual(insets(square.padding()), [16, 16, 16, 16])
    }

    func testPaddingOfALength() {
        XCTAssertEqual(insets(square.padding(10)), [10, 10, 10, 10])
    }

    func testPaddingOfSomeEdges() {
        XCTAssertEqual(insets(square.padding(.horizontal, 5)), [0, 5, 0, 5])
        XCTAssertEqual(insets(square.padding(.top)), [16, 0, 0, 0])
        XCTAssertEqual(insets(square.padding([.bottom, .leading], 3)), [0, 3, 3, 0])
    }

    func testPaddingOfEdgeInsets() {
        XCTAssertEqual(
            insets(square.padding(SwiftUI.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), [1, 2, 3, 4])
    }

    func testEdgeSets() {
        XCTAssertEqual(Edge.Set.all, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(Edge.Set(.bottom), .bottom)
        XCTAssertFalse(Edge.Set.vertical.contains(.leading))
    }
}
