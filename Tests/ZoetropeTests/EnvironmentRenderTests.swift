import Raster
import SwiftUI
import XCTest
import Zoetrope

/// The environment, the colour scheme and styles, drawn to pixels through the whole engine.
final class EnvironmentRenderTests: XCTestCase {
    func settings(background: RGBAColor = .clear, colorScheme: Zoetrope.ColorScheme = .light) -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        s.background = background
        s.colorScheme = colorScheme
        return s
    }

    /// The colours of the pixels in a rectangle, with how many pixels have each.
    func colours(_ image: PixelBuffer, x: Range<Int>, y: Range<Int>) -> [[Int]: Int] {
        var counts: [[Int]: Int] = [:]
        for y in y { for x in x { counts[rgba(image, x, y), default: 0] += 1 } }
        return counts
    }

    static let red = [255, 59, 48, 255]
    static let blue = [0, 122, 255, 255]
    static let green = [52, 199, 89, 255]
    static let clear = [0, 0, 0, 0]
    static let black = [0, 0, 0, 255]
    static let white = [255, 255, 255, 255]

    /// A scene's own `EnvironmentKey`: the child reads the value an ancestor set, else the default.
    func testCustomEnvironmentKeyIsReadByAChild() throws {
        let image = try loadScene({ SwatchKeyRoot() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        // Two 100-pt swatches side by side, centred: x 95…195 and 195…295, y 372…472.
        assertColor(image, 145, 422, Self.red, "the child under .environment(\\.swatchColor, .red)")
        assertColor(image, 245, 422, Self.blue, "the child with the key's default")
    }

    /// A custom `ButtonStyle`: its body draws the button, the label inside a red capsule.
    func testCustomButtonStyleDrawsACapsuleAroundTheLabel() throws {
        let image = try loadScene({ CapsuleButton() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        // The label, 40 × 20, padded by 40 and 20: a 120 × 60 capsule at x 135…255, y 392…452.
        assertColor(image, 195, 422, Self.blue, "the label, drawn by the style")
        assertColor(image, 150, 422, Self.red, "the capsule beside the label")
        assertColor(image, 200, 395, Self.red, "the capsule above the label")
        assertColor(image, 137, 394, Self.clear, "outside the capsule's rounded end")
        assertColor(image, 130, 422, Self.clear, "outside the capsule")
    }

    /// `.borderedProminent`: the tint filled behind the label, the label white; 7 pt above and
    /// below a line of body text (20.3 pt), so 34 pt tall as on iOS.
    func testBorderedProminentFillsTheTintBehindAWhiteLabel() throws {
        let image = try loadScene({ ProminentButton() }, path: TestScenes.thisFile, settings: settings())
            .frame(at: 0)
        let found = colours(image, x: 0..<390, y: 380..<464)
        XCTAssertGreaterThan(found[Self.blue] ?? 0, 2_000, "the blue fill")
        XCTAssertGreaterThan(found[Self.white] ?? 0, 20, "the white label")
        // The fill's height, down the column 9 pt inside its leading edge (past its corners).
        guard let left = (0..<390).first(where: { rgba(image, $0, 422) == Self.blue }) else {
            return XCTFail("no fill")
        }
        let column = (380..<464).filter { rgba(image, left + 9, $0) == Self.blue }
        XCTAssertEqual(column.count, 34, accuracy: 1, "34 pt tall")
        // The fill is 12 pt wider than the label on each side: the first white ink is past it.
        guard
            let ink = (left..<390).first(where: {
                rgba(image, $0, 422) == Self.white || rgba(image, $0, 418) == Self.white
            })
        else { return XCTFail("no label") }
        XCTAssertGreaterThanOrEqual(ink - left, 12)
    }

    /// `.disabled(true)`: the built-in styles draw a button grey, not in the tint: the label in
    /// `tertiaryLabel` (60, 60, 67 at 30 %), a prominent button's fill `tertiarySystemFill`
    /// (118, 118, 128 at 12 %), over white.
    func testADisabledButtonIsDrawnGrey() throws {
        let image = try loadScene(
            { DisabledButtons() }, path: TestScenes.thisFile, settings: settings(background: .white)
        ).frame(at: 0)
        let found = colours(image, x: 0..<390, y: 300..<544)
        let tinted = found.filter { colour, _ in colour[2] > colour[0] + 30 }
        XCTAssertEqual(tinted.count, 0, "no pixel in the tint: \(tinted.keys.prefix(3))")
        let fill = found.filter { colour, _ in zip(colour, [239, 239, 240, 255]).allSatisfy { abs($0 - $1) <= 1 } }
        XCTAssertGreaterThan(fill.values.reduce(0, +), 1_000, "the prominent button's grey fill")
        // The label's ink is no darker than tertiaryLabel over the fill (185, 185, 188).
        let darkest = found.keys.min { $0[0] < $1[0] } ?? []
        XCTAssertEqual(Double(darkest.first ?? 0), 185, accuracy: 3, "the darkest ink: \(darkest)")
    }

    /// `.bordered`: the tint at 15 % behind the label in the tint.
    func testBorderedDrawsTheTintFaintlyBehindATintedLabel() throws {
        let image = try loadScene(
            { BorderedButton() }, path: TestScenes.thisFile, settings: settings(background: .white)
        ).frame(at: 0)
        let faint = [217, 236, 255, 255]
        let found = colours(image, x: 0..<390, y: 380..<464)
        let fill = found.filter { colour, _ in zip(colour, faint).allSatisfy { abs($0 - $1) <= 2 } }
        XCTAssertGreaterThan(fill.values.reduce(0, +), 2_000, "the faint blue fill")
        XCTAssertGreaterThan(found[Self.blue] ?? 0, 20, "the blue label")
    }

    /// `.preferredColorScheme(.dark)`: the system background is black and primary text white.
    func testPreferredColorSchemeDarkGivesDarkSystemColours() throws {
        let image = try loadScene({ DarkSwatch() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(image, 5, 5, Self.black, "Color(.systemBackground) in dark mode")
        assertColor(image, 195, 800, [28, 28, 30, 255], "Color(.secondarySystemBackground) in dark mode")
        let text = colours(image, x: 0..<390, y: 300..<540)
        XCTAssertGreaterThan(text[Self.white] ?? 0, 100, "Color.primary text is white")
        XCTAssertNil(text[Self.red], "nothing in light mode's red")
        XCTAssertGreaterThan(text[[255, 69, 58, 255]] ?? 0, 10, "Color.red is dark mode's red")
    }

    /// The same views in light mode, for comparison: white background, black text.
    func testTheSameViewsInLightMode() throws {
        let image = try loadScene({ LightSwatch() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(image, 5, 5, Self.white, "Color(.systemBackground) in light mode")
        assertColor(image, 195, 800, [242, 242, 247, 255], "Color(.secondarySystemBackground) in light mode")
        XCTAssertGreaterThan(colours(image, x: 0..<390, y: 300..<540)[Self.black] ?? 0, 100, "black text")
    }

    /// The render's colour scheme (`--color-scheme dark`) is the root's.
    func testRenderSettingsColorSchemeIsTheRoots() throws {
        let image = try loadScene(
            { LightSwatch() }, path: TestScenes.thisFile, settings: settings(colorScheme: .dark)
        ).frame(at: 0)
        assertColor(image, 5, 5, Self.black, "Color(.systemBackground) in dark mode")
        XCTAssertGreaterThan(colours(image, x: 0..<390, y: 300..<540)[Self.white] ?? 0, 100, "white text")
    }

    /// `.environment(\.colorScheme, .dark)` switches its subtree only.
    func testColorSchemeEnvironmentSwitchesASubtree() throws {
        let image = try loadScene({ HalfDark() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(image, 5, 5, Self.white, "the top half, light")
        assertColor(image, 5, 800, Self.black, "the bottom half, dark")
    }

    /// A custom `ToggleStyle` sees `isOn` from the binding, and again after it changes.
    func testCustomToggleStyleSeesIsOn() throws {
        let renderer = try loadScene({ LampToggle() }, path: TestScenes.thisFile, settings: settings())
        assertColor(renderer.frame(at: 0), 195, 422, Self.red, "off")
        assertColor(renderer.frame(at: 1), 195, 422, Self.green, "on after the binding changed")
    }

    /// `.toggleStyle(.button)`: on, the label over a faint tint, like a bordered button.
    func testButtonToggleStyleShowsOnAsABorderedButton() throws {
        let image = try loadScene(
            { ButtonToggle() }, path: TestScenes.thisFile, settings: settings(background: .white)
        ).frame(at: 0)
        let faint = [217, 236, 255, 255]
        let found = colours(image, x: 0..<390, y: 380..<464)
        XCTAssertGreaterThan(
            found.filter { colour, _ in zip(colour, faint).allSatisfy { abs($0 - $1) <= 2 } }.values.reduce(0, +),
            1_000)
    }

    /// A Canvas resolves its colours, styles and text in its environment: in dark mode
    /// `.color(.primary)`, `.foreground` and text are white, `Color(.systemBackground)` black.
    func testACanvasDrawsInItsColourScheme() throws {
        for scheme in [Zoetrope.ColorScheme.light, .dark] {
            let image = try loadScene(
                { SchemeCanvas() }, path: TestScenes.thisFile, settings: settings(colorScheme: scheme)
            )
            .frame(at: 0)
            let ink = scheme == .dark ? [255, 255, 255, 255] : [0, 0, 0, 255]
            let paper = scheme == .dark ? [0, 0, 0, 255] : [255, 255, 255, 255]
            // The 200 × 40 canvas is centred: x 95…295, y 402…442, four 50-pt swatches.
            assertColor(image, 120, 412, ink, ".color(.primary), \(scheme)")
            assertColor(image, 170, 412, ink, ".foreground, \(scheme)")
            assertColor(image, 220, 412, paper, ".style(Color(.systemBackground)), \(scheme)")
            let text = colours(image, x: 245..<295, y: 402..<442)
            XCTAssertNotNil(text[ink], "the text is drawn in the scheme's primary colour, \(scheme): \(text)")
        }
    }
}

/// Four canvas operations whose colours depend on the colour scheme.
private struct SchemeCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: .color(.primary))
            context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 40)), with: .foreground)
            context.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 40)), with: .style(Color(.systemBackground)))
            context.draw(Text("W").font(.system(size: 30, weight: .black)), at: CGPoint(x: 175, y: 20))
        }
        .frame(width: 200, height: 40)
    }
}

private struct SwatchColorKey: EnvironmentKey {
    static let defaultValue = SwiftUI.Color.blue
}

extension EnvironmentValues {
    var swatchColor: SwiftUI.Color {
        get { self[SwatchColorKey.self] }
        set { self[SwatchColorKey.self] = newValue }
    }
}

private struct SwatchKeyChild: View {
    @Environment(\.swatchColor) private var color
    var body: some View { color.frame(width: 100, height: 100) }
}

struct SwatchKeyRoot: View {
    var body: some View {
        HStack(spacing: 0) {
            SwatchKeyChild().environment(\.swatchColor, .red)
            SwatchKeyChild()
        }
    }
}

private struct RedCapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 40)
            .padding(.vertical, 20)
            .background(Capsule().fill(configuration.isPressed ? SwiftUI.Color.green : SwiftUI.Color.red))
    }
}

struct CapsuleButton: View {
    var body: some View {
        Button {
        } label: {
            SwiftUI.Color.blue.frame(width: 40, height: 20)
        }
        .buttonStyle(RedCapsuleStyle())
    }
}

struct ProminentButton: View {
    var body: some View { Button("Continue") {}.buttonStyle(.borderedProminent) }
}

struct DisabledButtons: View {
    var body: some View {
        VStack(spacing: 40) {
            Button("Sign up") {}.disabled(true)
            Button("Continue") {}.buttonStyle(.borderedProminent).disabled(true)
        }
    }
}

struct BorderedButton: View {
    var body: some View { Button("Continue") {}.buttonStyle(.bordered) }
}

struct DarkSwatch: View {
    var body: some View {
        ZStack {
            SwiftUI.Color(.systemBackground)
            VStack {
                Text("Hello").font(.system(size: 60, weight: .black)).foregroundColor(.primary)
                Text("World").font(.system(size: 60, weight: .black))
                SwiftUI.Color.red.frame(width: 20, height: 20)
            }
        }
        .overlay(alignment: .bottom) { SwiftUI.Color(.secondarySystemBackground).frame(height: 100) }
        .preferredColorScheme(.dark)
    }
}

struct LightSwatch: View {
    var body: some View {
        ZStack {
            SwiftUI.Color(.systemBackground)
            VStack {
                Text("Hello").font(.system(size: 60, weight: .black)).foregroundColor(.primary)
                Text("World").font(.system(size: 60, weight: .black))
                SwiftUI.Color.red.frame(width: 20, height: 20)
            }
        }
        .overlay(alignment: .bottom) { SwiftUI.Color(.secondarySystemBackground).frame(height: 100) }
    }
}

struct HalfDark: View {
    var body: some View {
        VStack(spacing: 0) {
            SwiftUI.Color(.systemBackground)
            SwiftUI.Color(.systemBackground).environment(\.colorScheme, .dark)
        }
    }
}

private struct LampStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        (configuration.isOn ? SwiftUI.Color.green : SwiftUI.Color.red).frame(width: 100, height: 100)
    }
}

struct LampToggle: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Lamp", isOn: $isOn)
            .toggleStyle(LampStyle())
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { isOn = true } }
    }
}

struct ButtonToggle: View {
    var body: some View { Toggle("Bold", isOn: .constant(true)).toggleStyle(.button) }
}
