import Foundation
import SwiftUI
import XCTest

@testable import Zoetrope

/// A page with a full-screen gradient and a title.
private struct GradientPage: View {
    let title: String
    let colors: [Color]
    var body: some View {
        ZStack {
            LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
            Text(title)
        }
    }
}

/// Two pages in an `if`/`else`, pushed from the first to the second at 0.5 s over 1 s.
private struct PagePush: View {
    @State private var second = false
    var body: some View {
        ZStack {
            if second {
                GradientPage(title: "Second", colors: [.red, .red]).transition(.move(edge: .trailing))
            } else {
                GradientPage(title: "First", colors: [.blue, .blue]).transition(.move(edge: .leading))
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.linear(duration: 1)) { second = true }
            }
        }
    }
}

final class BranchIdentityTests: XCTestCase {
    /// Half-way through, the first page (and its gradient) has moved half out to the left and the
    /// second half in from the right: views inside different branches are different views, even
    /// the same kind at the same place (the gradients were blended in place, purple everywhere).
    func testEverythingABranchBuiltLeavesAndEntersWithIt() throws {
        var settings = RenderSettings()
        settings.scale = 1
        let image = try loadScene({ PagePush() }, settings: settings).frame(at: 1)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.bytes[i..<i + 4])
        }
        // 390 wide: the first page covers x 0…195, the second 195…390.
        let left = pixel(60, 100)
        let right = pixel(330, 100)
        XCTAssertGreaterThan(Int(left[2]), 200, "\(left)")
        XCTAssertLessThan(Int(left[0]), 40, "\(left)")
        XCTAssertGreaterThan(Int(right[0]), 200, "\(right)")
        XCTAssertLessThan(Int(right[2]), 80, "\(right)")
    }
}
