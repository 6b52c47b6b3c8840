/// A `UITextField`'s or `UITextView`'s text as it rests: its text (bullets where it is secure),
/// or its placeholder in the placeholder colour; a field is centred vertically with a rounded
/// border for `.roundedRect` (7 points inside it), a text view starts at its top left inside
/// its `textContainerInset` and 5 points of line padding.
struct TextInputContent: UIKitContent {
    var text: String
    var placeholder: String?
    var font: UIFont
    var color: UIColor?
    var alignment: NSTextAlignment
    var isField: Bool
    var roundedBorder: Bool
    var inset: UIEdgeInsets

    static func field(_ view: UITextField) -> TextInputContent {
        let text = view.attributedText?.string ?? view.text ?? ""
        return TextInputContent(
            text: view.isSecureTextEntry ? String(repeating: "•", count: text.count) : text,
            placeholder: view.attributedPlaceholder?.string ?? view.placeholder,
            font: view.font ?? UIFont.systemFont(ofSize: 17), color: view.textColor, alignment: view.textAlignment,
            isField: true, roundedBorder: view.borderStyle == .roundedRect,
            inset: view.borderStyle == .roundedRect
                ? UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7) : .zero)
    }

    static func textView(_ view: UITextView) -> TextInputContent {
        let text = view.attributedText.length > 0 ? view.attributedText.string : view.text
        var inset = view.textContainerInset
        inset.left += 5
        inset.right += 5
        return TextInputContent(
            text: text, placeholder: nil, font: view.font ?? UIFont.systemFont(ofSize: 12), color: view.textColor,
            alignment: view.textAlignment, isField: false, roundedBorder: false, inset: inset)
    }

    private var horizontal: HorizontalAlignment {
        switch alignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }

    var textView: some View {
        let shown = text.isEmpty ? (placeholder ?? "") : text
        let colour = text.isEmpty ? UIColor.placeholderText : (color ?? UIColor.label)
        return Text(verbatim: shown).font(Font(font)).foregroundColor(Color(uiColor: colour))
            .lineLimit(isField ? 1 : nil)
    }

    func body(size: CGSize, tint: UIColor) -> AnyView {
        let alignment = Alignment(horizontal: horizontal, vertical: isField ? .center : .top)
        let drawn =
            textView
            .frame(
                width: max(0, size.width - inset.left - inset.right),
                height: max(0, size.height - inset.top - inset.bottom), alignment: alignment
            )
            .clipped()
            .offset(x: inset.left, y: inset.top)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        guard roundedBorder else { return AnyView(drawn) }
        return AnyView(
            drawn.background(
                RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .systemBackground))
                    .overlay(
                        RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5))
            ))
    }

    /// A field's height: a line of its font, 7 points above and below a rounded field's.
    var intrinsicSize: CGSize {
        let line = UIKitMeasure.size(of: Text(verbatim: "Ag").font(Font(font)))
        let measured = UIKitMeasure.size(of: textView)
        return CGSize(
            width: measured.width + inset.left + inset.right, height: line.height + (roundedBorder ? 14 : 0))
    }
}
