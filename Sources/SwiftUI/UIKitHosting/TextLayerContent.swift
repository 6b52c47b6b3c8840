internal import SceneGraph

/// A `CATextLayer`'s string, set from the layer's top edge across its width, on one line unless
/// the layer wraps, in its font at `fontSize` points and its colour.
struct TextLayerContent: TabledLayerContent {
    var string: String
    var font: FontRequest
    var fontSize: Double
    var color: CGColor?
    var alignment: CATextLayerAlignmentMode
    var isWrapped: Bool

    init(_ layer: CATextLayer) {
        string = (layer.string as? String) ?? (layer.string as? NSAttributedString)?.string ?? ""
        if let font = layer.font as? UIFont {
            self.font = font.engine
        } else if let name = layer.font as? String {
            self.font = FontRequest.custom(name, size: Double(layer.fontSize))
        } else {
            self.font = FontRequest(size: Double(layer.fontSize))
        }
        fontSize = Double(layer.fontSize)
        color = layer.foregroundColor
        alignment = layer.alignmentMode
        isWrapped = layer.isWrapped
    }

    func body(size: CGSize) -> AnyView {
        guard !string.isEmpty else { return AnyView(EmptyView()) }
        var font = self.font
        font.size = fontSize
        let (text, frame): (TextAlignment, Alignment) =
            alignment == .center
            ? (.center, .top) : alignment == .right ? (.trailing, .topTrailing) : (.leading, .topLeading)
        return AnyView(
            Text(verbatim: string).font(Font(font)).foregroundColor(color.map { Color(cgColor: $0) } ?? .clear)
                .multilineTextAlignment(text).lineLimit(isWrapped ? nil : 1)
                .fixedSize(horizontal: !isWrapped, vertical: true)
                .frame(width: size.width, height: size.height, alignment: frame)
                .clipped())
    }

    /// The text layer's animatable properties, by key path.
    static let properties: [String: LayerContentProperty<TextLayerContent>] = [
        "fontSize": LayerContentProperty(\.fontSize),
        "foregroundColor": LayerContentProperty(\.color),
    ]
}
