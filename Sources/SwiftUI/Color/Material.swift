internal import Raster
internal import SceneGraph

/// A translucent style: what lies behind the filled shape, blurred, saturated and tinted
/// (SwiftUI's `Material`; `.background(.ultraThinMaterial)`, `.fill(.regularMaterial)`).
///
/// iOS draws a material with a backdrop layer (`UIVisualEffectView` with the matching
/// `UIBlurEffect.Style`, `systemUltraThinMaterial` … `systemChromeMaterial` for `.bar`). Apple
/// publishes no numbers for these; the figures below are the recipe of Apple's own public
/// sample code for the iOS 7 blurs (WWDC 2013 "Implementing Engaging UI on iOS",
/// `UIImage+ImageEffects`: `applyLightEffect` blurs by 30 pt with saturation 1.8 under white at
/// 30 %, `applyExtraLightEffect` white 97 % at 82 %, `applyDarkEffect` white 11 % at 73 %, all at
/// saturation 1.8), spread over the five thicknesses: thinner materials show more of what is
/// behind. The light tints are white, the dark ones the 11 % grey of the dark effect; the
/// chrome (bar) tint is white at 75 % light and black at 75 % dark, the fills Apple's design
/// resources give for `systemChromeMaterial` (as quoted by expo-blur's
/// `getBackgroundColor.ts`). Not measured against iOS screenshots (none were at hand): the
/// blur and tint are estimates, listed in docs/scene-language.md.
public struct Material: ShapeStyle, Sendable {
    enum Thickness: Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars (navigation, tab and tool bars).
    public static let bar = Material(thickness: .bar)

    /// Blur (points), saturation, and the tint's white level and opacity in light and dark.
    private var recipe: (blur: Double, saturation: Double, light: (Double, Double), dark: (Double, Double)) {
        switch thickness {
        // Blur 30 pt, saturation 1.8: applyLightEffect. Light tints from its 30 % white up to
        // applyExtraLightEffect's 82 %; dark from 45 % up to applyDarkEffect's 73 % and beyond.
        case .ultraThin: return (30, 1.8, (1, 0.30), (0.11, 0.45))
        case .thin: return (30, 1.8, (1, 0.45), (0.11, 0.58))
        case .regular: return (30, 1.8, (1, 0.60), (0.11, 0.68))
        case .thick: return (30, 1.8, (0.97, 0.72), (0.11, 0.76))
        case .ultraThick: return (30, 1.8, (0.97, 0.82), (0.11, 0.84))
        // systemChromeMaterial: white 75 % light, black 75 % dark (Apple's design resources).
        case .bar: return (30, 1.8, (1, 0.75), (0, 0.75))
        }
    }

    /// The material resolved for a colour scheme.
    func engine(in environment: EnvironmentValues) -> MaterialStyle {
        let r = recipe
        let dark = environment.colorScheme == .dark
        let (white, alpha) = dark ? r.dark : r.light
        // Text in a material is drawn with vibrancy: about the secondary label's colour made
        // opaque over the material.
        let foreground = dark ? RGBAColor(white: 0.78) : RGBAColor(white: 0.32)
        return MaterialStyle(
            blurRadius: r.blur, saturation: r.saturation, tint: RGBAColor(white: white, alpha: alpha),
            foreground: foreground)
    }
}

extension Material {
    /// Warns at (`line`, `column`) that text in a material is not drawn with vibrancy.
    static func warnAboutVibrancy(line: Int, column: Int) {
        RuntimeWarning.emit(
            "text and symbols in a material foreground style are drawn with vibrancy on iOS: "
                + "Zoetrope draws them in one flat grey", line: line, column: column)
    }
}

extension Material: StyleLowering {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .material(engine(in: environment))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

extension View {
    /// Text, symbols and foreground-filled shapes below painted with a material. iOS draws text
    /// and symbols in a material with vibrancy (what lies behind shows through, brightened),
    /// which Zoetrope draws in one flat grey, with a warning at this line; shapes show the
    /// material.
    public func foregroundStyle(_ material: Material, line: Int = #line, column: Int = #column) -> some View {
        Material.warnAboutVibrancy(line: line, column: column)
        return modifier(ForegroundModifier(style: AnyShapeStyle(material)))
    }
}

extension Text {
    /// The text painted with a material: with vibrancy on iOS, here in one flat grey, with a
    /// warning at this line (the `View` method's, for a `Text` it stays a `Text`).
    public func foregroundStyle(_ material: Material, line: Int = #line, column: Int = #column) -> Text {
        Material.warnAboutVibrancy(line: line, column: column)
        return foregroundStyle(AnyShapeStyle(material))
    }
}
