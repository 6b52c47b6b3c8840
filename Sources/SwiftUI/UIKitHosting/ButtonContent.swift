/// A `UIButton`'s title and image: a system button's in its tint colour, a custom button's
/// title in its title colour (white by default, as UIKit's), centred, the image before the
/// title; a configuration (iOS 15) draws its title and image, and the filled, tinted and gray
/// styles their rounded background. Approximation: the configurations' corner radius (6
/// points) and tinted and gray backgrounds are measured by eye.
struct ButtonContent: UIKitContent {
    var title: String?
    var image: UIImage?
    var font: UIFont
    var titleColor: UIColor?
    var background: Background
    var usesTint: Bool

    var images: [UIImage] { image.map { [$0] } ?? [] }

    /// What a configuration puts behind the title.
    enum Background { case none, filled(UIColor?), tinted(UIColor?), gray }

    var label: some View {
        HStack(spacing: 4) {
            if let image { Image(uiImage: image) }
            if let title, !title.isEmpty { Text(verbatim: title).font(Font(font)).lineLimit(1) }
        }
    }

    func body(size: CGSize, tint: UIColor) -> AnyView {
        let content: Color
        var fill: Color?
        switch background {
        case .none:
            content = Color(uiColor: titleColor ?? (usesTint ? tint : .white))
        case .filled(let colour):
            content = Color(uiColor: titleColor ?? .white)
            fill = Color(uiColor: colour ?? tint)
        case .tinted(let colour):
            content = Color(uiColor: titleColor ?? tint)
            fill = Color(uiColor: colour ?? tint).opacity(0.15)
        case .gray:
            content = Color(uiColor: titleColor ?? tint)
            fill = Color(uiColor: .systemGray5)
        }
        let drawn = label.foregroundColor(content).frame(width: size.width, height: size.height)
        guard let fill else { return AnyView(drawn) }
        return AnyView(drawn.background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(fill)))
    }

    /// The title's and image's size with UIKit's insets (6 points above and below a system
    /// button's title; 7 and 12 around a configuration's).
    var intrinsicSize: CGSize {
        let measured = UIKitMeasure.size(of: label)
        switch background {
        case .none: return CGSize(width: measured.width, height: measured.height + 12)
        case .filled, .tinted, .gray: return CGSize(width: measured.width + 24, height: measured.height + 14)
        }
    }
}
