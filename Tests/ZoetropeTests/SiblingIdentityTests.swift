import Foundation
import SwiftUI
import XCTest

@testable import Zoetrope

/// A stack whose `if` inserts two views; the views after it keep their identity (SwiftUI's
/// slot in the view builder) and move, where they used to cross-fade at their new place.
private struct InsertsTwo: View {
    @State private var show = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(.red).frame(width: 100, height: 40)
            if show {
                Rectangle().fill(.green).frame(width: 100, height: 40)
                Rectangle().fill(.blue).frame(width: 100, height: 40)
            }
            Rectangle().fill(.black).frame(width: 100, height: 40)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.linear(duration: 1)) { show = true }
            }
        }
    }
}

final class SiblingIdentityTests: XCTestCase {
    private func scene() throws -> SceneRenderer {
        var settings = RenderSettings()
        settings.scale = 1
        return try loadScene({ InsertsTwo() }, settings: settings)
    }

    func testTheViewAfterAnInsertingIfMovesAndTheInsertedViewsFadeIn() throws {
        let chart = try scene().timelineChart(width: 100)
        let rows = chart.split(separator: "\n").map { String($0.prefix(50)).trimmingCharacters(in: .whitespaces) }
        // Before: red 382…422, black 422…462 (80 pt centred in 844); after: red 342, green 382,
        // blue 422, black 462. Red is slot 0, black slot 2 (the `if` is slot 1) in both.
        XCTAssertTrue(rows.contains("/0 Rectangle frame.y"), chart)
        XCTAssertTrue(rows.contains("/2 Rectangle frame.y"), chart)
        XCTAssertTrue(rows.contains("/1.0 Rectangle transition.insertion"), chart)
        XCTAssertTrue(rows.contains("/1.1 Rectangle transition.insertion"), chart)
        XCTAssertFalse(chart.contains("/2 Rectangle transition"), chart)
        XCTAssertFalse(chart.contains("/3 "), chart)
    }

    func testTheMovingViewIsDrawnOnceAndOpaqueHalfway() throws {
        // t = 1 s: half of the 1 s linear change. Black is at 442…482 (half way from 422 to 462),
        // blue fades in at 422…462 at half opacity. Below blue, black covers y 462…482 alone;
        // a cross-fade would show it at half opacity there (its new copy at 462…502).
        let image = try scene().frame(at: 1)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.bytes[i..<i + 4])
        }
        XCTAssertEqual(pixel(195, 470), [0, 0, 0, 255])
        XCTAssertEqual(pixel(195, 480), [0, 0, 0, 255])
        // Below the moving black: nothing yet (its final place, 482…502, is not reached).
        XCTAssertEqual(pixel(195, 492), [0, 0, 0, 0])
        // Blue, half faded in, above black's top (442): its upper part, 422…442.
        let blue = pixel(195, 430)
        XCTAssertEqual(blue[0], 0)
        XCTAssertTrue((110...145).contains(Int(blue[3])), "\(blue)")
    }
}
