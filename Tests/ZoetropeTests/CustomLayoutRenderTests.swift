import Raster
import SwiftUI
import XCTest
import Zoetrope

/// A scene's own `Layout`, drawn to pixels through the whole engine.
final class CustomLayoutRenderTests: XCTestCase {
    /// Places its subviews corner to corner down a diagonal.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40 * CGFloat(subviews.count), height: 40 * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX + 40 * CGFloat(i), y: bounds.minY + 40 * CGFloat(i)),
                    proposal: ProposedViewSize(width: 40, height: 40))
            }
        }
    }

    struct Squares: View {
        var body: some View {
            Diagonal {
                Color.red
                Color.green
                Color.blue
            }
        }
    }

    func testACustomLayoutDrawsItsChildrenOnADiagonal() throws {
        var settings = RenderSettings()
        settings.scale = 1
        settings.threads = 2
        let renderer = try loadScene({ Squares() }, path: TestScenes.thisFile, settings: settings)
        let image = renderer.frame(at: 0)
        func rgba(_ x: Int, _ y: Int) -> [Int] {
            let p = image.pixel(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        }
        // 120 × 120 centred in 390 × 844: from (135, 362); each square 40 points, down the diagonal.
        XCTAssertEqual(rgba(135 + 20, 362 + 20), [255, 59, 48, 255], "red, top left")
        XCTAssertEqual(rgba(135 + 60, 362 + 60), [52, 199, 89, 255], "green, in the middle")
        XCTAssertEqual(rgba(135 + 100, 362 + 100), [0, 122, 255, 255], "blue, bottom right")
        XCTAssertEqual(rgba(135 + 100, 362 + 20), [0, 0, 0, 0], "off the diagonal: nothing")
    }
}
