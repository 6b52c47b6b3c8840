import Raster
import SwiftUI
import XCTest
import Zoetrope

/// Materials (`.ultraThinMaterial` …), drawn through the whole engine: what lies behind the
/// filled shape, blurred by 30 pt, saturated by 1.8 and tinted (white 30 % for an ultra-thin
/// material in light mode, 11 % grey at 45 % in dark mode; see `Material`). The canvas is
/// 390 × 844; a 200-pt card at its centre spans x 95…295, y 322…522.
final class MaterialRenderTests: XCTestCase {
    /// Black and white stripes 10 pt wide over the whole canvas.
    struct Stripes: View {
        var offset: CGFloat = 0
        var width: CGFloat = 10
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<60) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: width) }
            }
            .offset(x: offset)
            .frame(width: 390, height: 844, alignment: .leading)
        }
    }

    struct Card: View {
        var material: Material = .ultraThinMaterial
        var body: some View {
            ZStack {
                Stripes()
                Color.clear.frame(width: 200, height: 200).background(material)
            }
        }
    }

    /// A flat pink background: the saturation and the tint are seen alone.
    struct Tinted: View {
        var body: some View {
            ZStack {
                Color(red: 200 / 255, green: 150 / 255, blue: 150 / 255)
                Rectangle().fill(.ultraThinMaterial).frame(width: 200, height: 200)
            }
        }
    }

    /// A red dot passing behind and just below a still card in a rounded rectangle with a shadow (a layer
    /// holding the backdrop): outside the card, but within its blur's reach, so the card's
    /// bottom changes with it.
    struct PassingDot: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                Stripes()
                Circle().fill(.red).frame(width: 20, height: 20).offset(x: moved ? 80 : -80, y: -125)
                Text("Card")
                    .frame(width: 200, height: 120)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
                    .shadow(radius: 8)
                    .offset(y: -200)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    /// A small card sliding over still stripes.
    struct SlidingCard: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                Stripes()
                Color.clear.frame(width: 60, height: 60)
                    .background(.regularMaterial)
                    .offset(x: moved ? 60 : -60)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    /// Outside the card the stripes are black and white; inside they are blurred to their mean
    /// (127.5) under the tint: light 0.3 · 255 + 0.7 · 127.5 = 166, dark 0.45 · 28 + 0.55 · 127.5
    /// = 83, the same on a black and a white stripe.
    func testAMaterialBlursAndTintsTheStripesBehindIt() throws {
        let light = try loadScene({ Card() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(light, 45, 422, [0, 0, 0, 255], "a black stripe beside the card")
        assertColor(light, 55, 422, [255, 255, 255, 255], "a white stripe beside the card")
        assertColor(light, 195, 422, [166, 166, 166, 255], tolerance: 3, "the card's centre")
        assertColor(light, 205, 422, [166, 166, 166, 255], tolerance: 3, "the next stripe, blurred alike")
        var dark = settings()
        dark.colorScheme = .dark
        let night = try loadScene({ Card() }, path: TestScenes.thisFile, settings: dark).frame(at: 0)
        assertColor(night, 195, 422, [83, 83, 83, 255], tolerance: 3, "dark: the card's centre")
        assertColor(night, 205, 422, [83, 83, 83, 255], tolerance: 3, "dark: the next stripe")
        assertColor(night, 45, 422, [0, 0, 0, 255], "dark: a black stripe beside the card")
    }

    /// Thicker materials hide more: the regular material's tint is 60 % white, 0.6 · 255 + 0.4 ·
    /// 127.5 = 204.
    func testAThickerMaterialTintsMore() throws {
        let image = try loadScene({ Card(material: .regularMaterial) }, path: TestScenes.thisFile, settings: settings())
            .frame(at: 0)
        assertColor(image, 195, 422, [204, 204, 204, 255], tolerance: 3, "the regular material's centre")
    }

    /// Saturation 1.8 about the luma (0.2126 R + 0.7152 G + 0.0722 B = 160.6) pushes red up and
    /// green and blue down: (231.5, 141.5, 141.5), then 30 % white over it: (239, 176, 176).
    func testAMaterialSaturatesWhatIsBehindIt() throws {
        let image = try loadScene({ Tinted() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(image, 195, 422, [239, 176, 176, 255], tolerance: 3, "saturated and tinted")
        assertColor(image, 20, 422, [200, 150, 150, 255], "beside it: as it is")
    }

    /// Redrawing only what changed gives the plain mode's bytes, when something moves within a
    /// still material's reach and when a material moves over still content (both small enough
    /// to be redrawn, not drawn in full).
    func testMaterialsOverMovingContentEqualThePlainModesFrames() throws {
        var s = settings()
        s.fps = 30
        let times = (0..<36).map { Double($0) / 30 }
        for (name, normal) in [
            ("PassingDot", try loadScene({ PassingDot() }, path: TestScenes.thisFile, settings: s)),
            ("SlidingCard", try loadScene({ SlidingCard() }, path: TestScenes.thisFile, settings: s)),
        ] {
            let reference = normal.plain().frames(at: times)
            normal.renderFrames(at: times, threads: 2) { position, image in
                XCTAssertTrue(
                    image.bytes == reference[position].bytes,
                    "\(name), t = \(times[position]): differs from the plain mode")
            }
        }
        // The still card's bottom edge shows the dot passing under it, blurred.
        let dot = try loadScene({ PassingDot() }, path: TestScenes.thisFile, settings: s)
        XCTAssertNotEqual(rgba(dot.frame(at: 0), 115, 278), rgba(dot.frame(at: 1), 115, 278), "the dot's glow moved")
    }
}
