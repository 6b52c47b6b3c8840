/// A `UIVisualEffectView`'s blur: the SwiftUI material of its `UIBlurEffect` style (a blur of
/// what is behind and the material's tint), in the light or dark appearance the style names.
/// A vibrancy effect draws nothing of its own.
struct BlurContent: UIKitContent {
    var style: UIBlurEffect.Style?

    func body(size: CGSize, tint: UIColor) -> AnyView {
        guard let style else { return AnyView(EmptyView()) }
        let (material, scheme) = Self.material(of: style)
        let drawn = Rectangle().fill(material).frame(width: size.width, height: size.height)
        guard let scheme else { return AnyView(drawn) }
        return AnyView(drawn.environment(\.colorScheme, scheme))
    }

    /// The material of a style, and the appearance it is drawn in (nil: the environment's).
    static func material(of style: UIBlurEffect.Style) -> (Material, ColorScheme?) {
        switch style {
        case .systemUltraThinMaterial: (.ultraThinMaterial, nil)
        case .systemThinMaterial: (.thinMaterial, nil)
        case .systemMaterial, .regular: (.regularMaterial, nil)
        case .systemThickMaterial, .prominent: (.thickMaterial, nil)
        case .systemChromeMaterial: (.bar, nil)
        case .extraLight: (.thinMaterial, .light)
        case .light: (.regularMaterial, .light)
        case .dark: (.regularMaterial, .dark)
        case .systemUltraThinMaterialLight: (.ultraThinMaterial, .light)
        case .systemThinMaterialLight: (.thinMaterial, .light)
        case .systemMaterialLight: (.regularMaterial, .light)
        case .systemThickMaterialLight: (.thickMaterial, .light)
        case .systemChromeMaterialLight: (.bar, .light)
        case .systemUltraThinMaterialDark: (.ultraThinMaterial, .dark)
        case .systemThinMaterialDark: (.thinMaterial, .dark)
        case .systemMaterialDark: (.regularMaterial, .dark)
        case .systemThickMaterialDark: (.thickMaterial, .dark)
        case .systemChromeMaterialDark: (.bar, .dark)
        }
    }
}
