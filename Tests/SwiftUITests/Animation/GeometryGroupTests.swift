import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.geometryGroup()`: a 20-point blue square moved from x = 10 to x = 70 over 1 s, linearly; a
/// 10-point red square is inserted at its top-leading corner in the same change.
final class GeometryGroupTests: XCTestCase {
    private struct Moving: SwiftUI.View {
        var grouped: Bool
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            let squares = SwiftUI.ZStack(alignment: .topLeading) {
                SwiftUI.Color.blue.frame(width: 20, height: 20)
                if moved { SwiftUI.Color.red.frame(width: 10, height: 10).transition(.offset(x: 0, y: 0)) }
            }
            return SwiftUI.Group {
                if grouped { squares.geometryGroup() } else { squares }
            }
            .position(x: moved ? 80 : 20, y: 50)
            .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    private func red(grouped: Bool, at t: Double) throws -> Rect? {
        try AnimatedView(Moving(grouped: grouped), canvas: Size(width: 100, height: 100)).drawing(at: t)
            .bounds(of: Ink.red)
    }

    /// Inside a group the inserted square moves with it; outside one it is at its final place
    /// from the start, as on iOS.
    func testAViewInsertedInAMovingGroupMovesWithIt() throws {
        XCTAssertEqual(try red(grouped: true, at: 0.5), Rect(x: 40, y: 40, width: 10, height: 10))
        XCTAssertEqual(try red(grouped: true, at: 0.25), Rect(x: 25, y: 40, width: 10, height: 10))
        XCTAssertEqual(try red(grouped: false, at: 0.5), Rect(x: 70, y: 40, width: 10, height: 10))
        XCTAssertEqual(try red(grouped: true, at: 1), Rect(x: 70, y: 40, width: 10, height: 10))
    }
}
