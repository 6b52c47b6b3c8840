/// A `UILabel`'s text: set in its font and colour, aligned as `textAlignment` says, centred
/// vertically in the label's bounds (as UIKit draws it), on at most `numberOfLines` lines (0:
/// as many as it takes), the last one cut short with an ellipsis.
struct LabelContent: UIKitContent {
    var text: String
    var font: UIFont
    var color: UIColor
    var alignment: NSTextAlignment
    var lines: Int

    init(_ label: UILabel) {
        // An attributed text is drawn in the attributes of its first character.
        if let attributed = label.attributedText, attributed.length > 0 {
            text = attributed.string
            let first = attributed.attributes(at: 0, effectiveRange: nil)
            font = first[.font] as? UIFont ?? label.font
            color = first[.foregroundColor] as? UIColor ?? label.textColor
            alignment = (first[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? label.textAlignment
        } else {
            text = label.text ?? ""
            font = label.font
            color = label.textColor
            alignment = label.textAlignment
        }
        lines = label.numberOfLines
    }

    var textView: some View {
        Text(verbatim: text).font(Font(font)).foregroundColor(Color(uiColor: color))
            .multilineTextAlignment(textAlignment)
            .lineLimit(lines > 0 ? lines : nil)
    }

    private var textAlignment: TextAlignment {
        switch alignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }

    private var frameAlignment: Alignment {
        switch alignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }

    func body(size: CGSize, tint: UIColor) -> AnyView {
        AnyView(textView.frame(width: size.width, height: size.height, alignment: frameAlignment))
    }

    /// The text's size on one line (nil width) or wrapped at `width`; an empty label's is zero.
    func size(width: CGFloat?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return UIKitMeasure.size(of: textView, width: lines == 1 ? nil : width)
    }

    func height(forWidth width: CGFloat) -> CGFloat? {
        lines == 1 ? nil : size(width: width).height
    }
}
