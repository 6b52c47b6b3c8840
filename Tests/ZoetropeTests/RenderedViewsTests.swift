import Raster
import SwiftUI
import XCTest
import Zoetrope

/// Views drawn to pixels through the whole engine, as a compiled scene draws them: what each
/// looks like on an iPhone, checked at sample points.
final class RenderedViewsTests: XCTestCase {
    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    static let red = [255, 59, 48, 255]
    static let blue = [0, 122, 255, 255]
    static let clear = [0, 0, 0, 0]
    static let green = [52, 199, 89, 255]

    /// `AnyTransition.modifier`: a 200-pt red square swings in about its top-leading corner from
    /// −90° (HackingWithSwift's pivot) and is clipped to its frame. Linear over 1 s from t = 0,
    /// so at 0.5 s it is turned −45°: its left edge runs down the square's diagonal.
    func testModifierTransitionRotatesAboutTheCornerAndClips() throws {
        let renderer = try loadScene({ PivotView() }, path: TestScenes.thisFile, settings: settings())
        // The square spans x 95…295, y 322…522 (centred on 390 × 844).
        let half = renderer.frame(at: 0.5)
        assertColor(half, 95 + 150, 322 + 30, Self.red, "above the diagonal: the red square is in")
        assertColor(half, 95 + 30, 322 + 150, Self.blue, "below the diagonal: still the blue one")
        // Turned −45° about its corner, the unclipped square would reach above its frame.
        assertColor(half, 95 + 100, 322 - 40, Self.clear, "above the frame: clipped")
        let settled = renderer.frame(at: 1.2)
        assertColor(settled, 95 + 30, 322 + 150, Self.red, "settled: the identity modifier, no turn")
        assertColor(settled, 95 + 190, 322 + 190, Self.red, "settled: the whole square")
    }

    /// `AnyTransition.modifier` takes every drawing effect: a red square fades in from black
    /// through `.brightness(-1)` → `.brightness(0)` and from a blue multiply to none, linear over
    /// 1 s. Half-way the brightness is −0.5, so the red channel is about half (green and blue
    /// clamp at 0), and the multiply is half-way in linear light. (Custom transitions used to
    /// drop every effect but offset, opacity, rotations, scale, blur and clipping: the square
    /// was drawn in full at once.)
    func testModifierTransitionInterpolatesColourEffects() throws {
        let renderer = try loadScene({ DimmedEntrance() }, path: TestScenes.thisFile, settings: settings())
        // The squares are 100 pt, side by side in an HStack at the canvas's centre: x 95…195 and 195…295.
        let half = renderer.frame(at: 0.5)
        assertColor(half, 145, 422, [128, 0, 0, 255], tolerance: 6, "brightness −0.5 half-way")
        let start = renderer.frame(at: 0.05)
        assertColor(start, 145, 422, [13, 0, 0, 255], tolerance: 6, "nearly black at the start")
        // colorMultiply(blue) × red: each factor half-way from blue's to 1 in linear light, so
        // red 255 × encoded(0.5) = 188, green 59 × encoded((linear(122/255) + 1) / 2) = 47.
        assertColor(half, 245, 422, [188, 47, 48, 255], tolerance: 6, "a multiply half-way to white")
        let settled = renderer.frame(at: 1.2)
        assertColor(settled, 145, 422, Self.red, "settled: the identity modifier, no dimming")
        assertColor(settled, 245, 422, Self.red, "settled: no multiply")
    }

    /// `Color.gradient`: top to bottom from a fifth of the way to white to the colour itself.
    func testColorGradientLightensTowardsTheTop() throws {
        let renderer = try loadScene({ GradientSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // A 100-pt swatch at y 372…472; the gradient runs over its height.
        assertColor(image, 195, 372, [51, 149, 255, 255], tolerance: 4, "top: blue 20 % towards white")
        assertColor(image, 195, 471, [0, 123, 255, 255], tolerance: 4, "bottom: the blue")
    }

    /// A foreground style around a button wins over its accent tint.
    func testForegroundStyleAroundAButtonColoursItsLabel() throws {
        let tinted = try loadScene({ ButtonSwatch(white: false) }, path: TestScenes.thisFile, settings: settings())
        let white = try loadScene({ ButtonSwatch(white: true) }, path: TestScenes.thisFile, settings: settings())
        func inkColours(_ image: PixelBuffer) -> Set<[Int]> {
            var colours = Set<[Int]>()
            for y in 400..<444 {
                for x in 150..<240 {
                    let p = rgba(image, x, y)
                    // The label's strokes' middles, against the red background.
                    if p != Self.red, abs(p[0] - p[1]) > 100 || p[1] > 200 { colours.insert(p) }
                }
            }
            return colours
        }
        XCTAssertTrue(inkColours(tinted.frame(at: 0)).contains(Self.blue), "no foreground style: accent blue")
        XCTAssertTrue(inkColours(white.frame(at: 0)).contains([255, 255, 255, 255]), "white label")
        XCTAssertFalse(inkColours(white.frame(at: 0)).contains(Self.blue), "no accent left")
    }

    /// iOS's stepper: a 94 × 32 grey box at the trailing edge, its minus greyed at the lower
    /// bound. Frames are transparent where nothing is drawn (premultiplied RGBA).
    func testStepperDrawsItsBoxAtTheTrailingEdge() throws {
        let renderer = try loadScene({ StepperSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // Padded 16 pt: the box spans x 280…374 and y 406…438 (centred vertically on 422).
        assertColor(image, 285, 410, [14, 14, 15, 31], "the box: tertiarySystemFill, 12 % of (118, 118, 128)")
        assertColor(image, 278, 410, Self.clear, "left of the box")
        // The separator (29 % opaque, over the box) at the box's middle, half a pixel of it here.
        XCTAssertGreaterThan(rgba(image, 327, 422)[3], 50, "the separator at the box's middle")
        // The plus is opaque black; the minus is black at 50 % (disabled at the lower bound, as
        // iOS 17 draws it: `ControlDrawing.disabledOpacity`): over the box, 1 - 0.5 × 0.88 = 56 %
        // (143 of 255).
        func mostOpaque(_ x0: Int, _ x1: Int) -> Int {
            var m = 0
            for y in 412..<432 { for x in x0..<x1 { m = max(m, rgba(image, x, y)[3]) } }
            return m
        }
        XCTAssertGreaterThan(mostOpaque(335, 370), 250, "plus: opaque")
        let minus = mostOpaque(285, 322)
        XCTAssertTrue((135...150).contains(minus), "minus: 56 % opaque, most opaque level \(minus)")
    }

    /// The colour adjustments on `Color.red` (255, 59, 48), computed on the unpremultiplied
    /// sRGB channels; `zIndex` draws the first circle over the second; `transformEffect` shears
    /// in the view's own coordinates; `.tint` colours a button's label.
    func testColorAdjustmentsZIndexTransformAndTint() throws {
        let renderer = try loadScene({ EffectsSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // The stack is 60 + 20 + 40 + 20 + 40 = 180 tall from y = 332. Six 40-pt squares in a
        // row from x = 55 (6 × 40 + 5 × 8 = 280 wide), at y 412…452.
        let expected: [(String, [Int])] = [
            ("brightness 0.3: + 0.3", [255, 135, 125, 255]),
            ("contrast 0.5: halfway to mid-grey", [191, 93, 88, 255]),
            ("saturation 0: its Rec. 709 luma", [100, 100, 100, 255]),
            ("grayscale 1: the same grey", [100, 100, 100, 255]),
            ("colorInvert", [0, 196, 207, 255]),
        ]
        for (k, (what, colour)) in expected.enumerated() {
            assertColor(image, 55 + 20 + k * 48, 432, colour, tolerance: 2, what)
        }
        // The circles' ZStack is 60 wide at the leading edge of a 90-pt frame (x 150…240): red
        // at 150…210 (z 1), blue drawn 30 to the right: the overlap is red.
        assertColor(image, 195, 362, Self.red, "zIndex 1 draws the red circle in front")
        // A 100 × 40 rectangle at x 145…245, y 472…512, sheared x += 0.5 y (y from its top):
        // at its bottom row its edges have moved 19 points right.
        assertColor(image, 150, 474, Self.green, "sheared: top-left corner in place")
        assertColor(image, 150, 510, Self.clear, "sheared: bottom-left corner moved right")
        assertColor(image, 262, 510, Self.green, "sheared: bottom row reaches past the frame")
    }

    /// `.redacted(reason: .placeholder)`: a text becomes a rounded bar in its colour at 16 %,
    /// leaving an eighth of the line above and below; `.sourceAtop` paints a gradient only
    /// where the text under it is.
    func testPlaceholderBarsAndSourceAtop() throws {
        let renderer = try loadScene({ RedactedSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // The VStack (spacing 20) centres two lines of 40-pt text: the bar's middle row is
        // about a quarter of the stack's height above the canvas's middle.
        var barRow: Int?
        for y in 340..<422 where rgba(image, 195, y) == [0, 0, 0, 41] { barRow = y }
        let row = try XCTUnwrap(barRow, "no placeholder bar on x = 195")
        assertColor(image, 195, row, [0, 0, 0, 41], tolerance: 0, "the bar: black at 16 %")
        // Source atop: the gradient (red at its leading edge) only on the glyphs of "Atop".
        var inked = 0
        var outside = 0
        for y in 430..<500 {
            for x in 100..<290 {
                let p = rgba(image, x, y)
                if p[3] == 255 { inked += 1 }
                if p[3] > 0 && p[3] < 255 { continue }
                if p[3] == 0 { outside += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 500, "the glyphs are painted")
        XCTAssertGreaterThan(outside, 5_000, "the gradient does not fill the text's box")
    }

    /// The scroll view: 60 rows in a 200-pt frame take exactly the 200 points, the first
    /// row at the top, the rest clipped (before, the content's 1,700 points overflowed the
    /// screen, centred on row 30).
    func testScrollViewTakesTheLengthOfferedAndShowsItsStart() throws {
        let renderer = try loadScene({ ScrollSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        func inkRows(_ range: Range<Int>) -> Int {
            range.filter { y in (150..<240).contains { x in rgba(image, x, y)[3] > 128 } }.count
        }
        // The frame spans y 322…522 of the 844-pt canvas.
        XCTAssertEqual(inkRows(0..<321), 0, "nothing above the frame")
        XCTAssertEqual(inkRows(523..<844), 0, "nothing below it")
        XCTAssertGreaterThan(inkRows(322..<345), 5, "the first row at the top")
    }

    /// `NAME.square.fill` is the rounded square with the symbol cut out of it; the card suits
    /// come from DejaVu Sans; `seal.fill` is a filled scalloped circle.
    func testBuiltSymbolsDrawTheirShapes() throws {
        let renderer = try loadScene({ SymbolSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // Three 100-pt symbols in a row at x 45…145, 145…245, 245…345, centred on y = 422.
        assertColor(image, 60, 437, [0, 0, 0, 255], tolerance: 8, "square.fill: inside the square, off the arrow")
        assertColor(image, 95, 422, [0, 0, 0, 0], tolerance: 8, "square.fill: the arrow is cut out")
        assertColor(image, 195, 410, [0, 0, 0, 255], tolerance: 8, "club: its middle is ink")
        assertColor(image, 295, 422, [0, 0, 0, 255], tolerance: 8, "seal.fill: its middle is ink")
    }

    /// Badged and slashed symbols built from known ones: `calendar.badge.plus` has the plus at the
    /// calendar's lower trailing corner, the calendar's strokes cut back around it; `pin.slash.fill`
    /// has a 45° line through the pin with no ink either side of it.
    func testBadgesAndSlashesCutAGapAroundThemselves() throws {
        let renderer = try loadScene({ CompositeSwatch() }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        let ink = [0, 0, 0, 255]
        // Two 100-pt symbols in 150-pt frames at x 45…195 and 195…345, the calendar's ink from
        // x 69, its bottom stroke at y 467…476 and its right one at x 160…168.
        assertColor(image, 150, 456, ink, tolerance: 8, "the plus's middle")
        assertColor(image, 100, 472, ink, tolerance: 8, "the calendar's bottom stroke")
        assertColor(image, 140, 472, Self.clear, tolerance: 8, "the bottom stroke cut back from the plus")
        assertColor(image, 166, 410, ink, tolerance: 8, "the calendar's trailing stroke")
        assertColor(image, 166, 444, Self.clear, tolerance: 8, "the trailing stroke cut back from the plus")
        // Left to right at y 398: the slash, a gap, the pin; at y 422: the pin, a gap, the slash.
        assertColor(image, 246, 398, ink, tolerance: 8, "the slash")
        assertColor(image, 258, 398, Self.clear, tolerance: 8, "the gap right of the slash")
        assertColor(image, 272, 398, ink, tolerance: 8, "the pin right of the slash")
        assertColor(image, 244, 422, ink, tolerance: 8, "the pin left of the slash")
        assertColor(image, 258, 422, Self.clear, tolerance: 8, "the gap left of the slash")
        assertColor(image, 270, 422, ink, tolerance: 8, "the slash lower down")
    }
}

struct PivotCorner: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(amount), anchor: .topLeading).clipped()
    }
}

struct PivotView: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            Color.blue.frame(width: 200, height: 200)
            if shown {
                Color.red.frame(width: 200, height: 200)
                    .transition(.modifier(active: PivotCorner(amount: -90), identity: PivotCorner(amount: 0)))
            }
        }
        .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

struct Dimmed: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.brightness(amount) }
}

struct Tinted: ViewModifier {
    let color: SwiftUI.Color
    func body(content: Content) -> some View { content.colorMultiply(color) }
}

struct DimmedEntrance: View {
    @State private var shown = false
    var body: some View {
        HStack(spacing: 0) {
            if shown {
                Color.red.frame(width: 100, height: 100)
                    .transition(.modifier(active: Dimmed(amount: -1), identity: Dimmed(amount: 0)))
                Color.red.frame(width: 100, height: 100)
                    .transition(.modifier(active: Tinted(color: .blue), identity: Tinted(color: .white)))
            }
        }
        .frame(width: 200, height: 100)
        .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

struct EffectsSwatch: View {
    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle().fill(.red).frame(width: 60, height: 60).zIndex(1)
                Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 30)
            }
            .frame(width: 90, height: 60, alignment: .leading)
            HStack(spacing: 8) {
                Color.red.frame(width: 40, height: 40).brightness(0.3)
                Color.red.frame(width: 40, height: 40).contrast(0.5)
                Color.red.frame(width: 40, height: 40).saturation(0)
                Color.red.frame(width: 40, height: 40).grayscale(1)
                Color.red.frame(width: 40, height: 40).colorInvert()
                Color.red.frame(width: 40, height: 40).hueRotation(.degrees(90))
            }
            Rectangle().fill(.green).frame(width: 100, height: 40)
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        }
    }
}

struct RedactedSwatch: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Loading").font(.system(size: 40)).redacted(reason: .placeholder)
            Text("Atop").font(.system(size: 60, weight: .black))
                .overlay(
                    LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing)
                        .blendMode(.sourceAtop)
                )
                .compositingGroup()
        }
    }
}

struct ScrollSwatch: View {
    var body: some View {
        ScrollView { VStack { ForEach(0..<60) { Text("Row \($0)") } } }.frame(height: 200)
    }
}

struct GradientSwatch: View {
    var body: some View {
        Rectangle().fill(Color.blue.gradient).frame(width: 100, height: 100)
    }
}

struct ButtonSwatch: View {
    let white: Bool
    var body: some View {
        let button = Button("Tap Me") {}.font(.system(size: 30, weight: .black)).padding(10).background(.red)
        if white { button.foregroundStyle(.white) } else { button }
    }
}

struct StepperSwatch: View {
    @State private var value = 1
    var body: some View {
        Stepper("Amount", value: $value, in: 1...5).padding()
    }
}

struct SymbolSwatch: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "arrow.left.square.fill").frame(width: 100)
            Image(systemName: "suit.club.fill").frame(width: 100)
            Image(systemName: "seal.fill").frame(width: 100)
        }
        .font(.system(size: 100))
        .foregroundStyle(.black)
    }
}

struct CompositeSwatch: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "calendar.badge.plus").frame(width: 150)
            Image(systemName: "pin.slash.fill").frame(width: 150)
        }
        .font(.system(size: 100))
        .foregroundStyle(.black)
    }
}
