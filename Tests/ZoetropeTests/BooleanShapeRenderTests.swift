import Raster
import SwiftUI
import XCTest
import Zoetrope

/// iOS 17's boolean operations of shapes drawn through the whole engine as a compiled scene
/// draws them, while what they combine animates.
final class BooleanShapeRenderTests: XCTestCase {
    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    static let red = [255, 59, 48, 255]
    static let clear = [0, 0, 0, 0]

    /// A crescent whose cutting circle slides right, 0 → 100 points, linear over 2 s: at 1 s it
    /// is 50 points along, and the outline is rebuilt from the blended offset.
    func testACrescentFollowsItsAnimatedOffset() throws {
        let renderer = try loadScene({ SlidingCrescent() }, path: TestScenes.thisFile, settings: settings())
        // The 100-pt frame is centred: x 145…245, y 372…472; the disc's centre (195, 422).
        let start = renderer.frame(at: 0)
        assertColor(start, 160, 422, Self.clear, "at first the circle takes all of itself away")
        let half = renderer.frame(at: 1)
        assertColor(half, 160, 422, Self.red, "the crescent's thick side, outside the cutter")
        assertColor(half, 200, 422, Self.clear, "inside the cutter, centred 50 points right")
        assertColor(half, 175, 380, Self.red, "the crescent's upper horn")
    }

    /// A rectangle less its inscribed circle in a frame that widens from 100 to 300 points: in
    /// every frame the outline is the operation in that frame's rectangle (as SwiftUI asks the
    /// shape for its path in each), not a blend of the first and last outlines.
    func testACutoutFollowsAnAnimatedFrame() throws {
        let renderer = try loadScene({ WideningCutout() }, path: TestScenes.thisFile, settings: settings())
        // At 1 s the frame is 200 × 100, centred: x 95…295, y 372…472; the circle fills its height.
        let half = renderer.frame(at: 1)
        assertColor(half, 100, 422, Self.red, "the left end, beyond the circle")
        assertColor(half, 290, 422, Self.red, "the right end")
        assertColor(half, 195, 422, Self.clear, "the circle's centre, cut away")
        assertColor(half, 150, 378, Self.red, "a corner left by the circle")
    }
}

/// A circle less the same circle sliding right.
struct SlidingCrescent: View {
    @State private var shift: CGFloat = 0
    var body: some View {
        Circle().subtracting(Circle().offset(x: shift))
            .fill(Color.red)
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(.linear(duration: 2)) { shift = 100 } }
    }
}

/// A rectangle less its circle, widening.
struct WideningCutout: View {
    @State private var wide = false
    var body: some View {
        Rectangle().subtracting(Circle())
            .fill(Color.red)
            .frame(width: wide ? 300 : 100, height: 100)
            .onAppear { withAnimation(.linear(duration: 2)) { wide = true } }
    }
}
