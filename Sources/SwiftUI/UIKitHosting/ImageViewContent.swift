/// A `UIImageView`'s image, placed by its `contentMode`: stretched (`scaleToFill`), fitted or
/// filling with its proportions kept, or at its own size at the centre, an edge or a corner. A
/// symbol or template image is drawn in the view's tint colour.
struct ImageViewContent: UIKitContent {
    var image: UIImage?
    var mode: UIView.ContentMode
    var tint: UIColor?

    var images: [UIImage] { image.map { [$0] } ?? [] }

    func body(size: CGSize, tint inherited: UIColor) -> AnyView {
        guard let image else { return AnyView(EmptyView()) }
        let colour = Color(uiColor: tint ?? inherited)
        let base = Image(uiImage: image)
        let drawn: AnyView
        switch mode {
        case .scaleToFill, .redraw:
            drawn = AnyView(base.resizable().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .scaleAspectFit:
            drawn = AnyView(
                base.resizable().scaledToFit().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .scaleAspectFill:
            drawn = AnyView(
                base.resizable().scaledToFill().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            drawn = AnyView(
                base.foregroundColor(colour).frame(width: size.width, height: size.height, alignment: alignment))
        }
        return drawn
    }

    private var alignment: Alignment {
        switch mode {
        case .top: .top
        case .bottom: .bottom
        case .left: .leading
        case .right: .trailing
        case .topLeft: .topLeading
        case .topRight: .topTrailing
        case .bottomLeft: .bottomLeading
        case .bottomRight: .bottomTrailing
        case .center, .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: .center
        }
    }
}
