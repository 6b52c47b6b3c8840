/// What a view's own `draw(_:)` drew, as a bitmap of its bounds at the render's scale,
/// stretched to the size the view is given.
struct DrawnContent: UIKitContent {
    var image: UIImage

    var images: [UIImage] { [image] }

    func body(size: CGSize, tint: UIColor) -> AnyView {
        AnyView(Image(uiImage: image).resizable().frame(width: size.width, height: size.height))
    }
}
