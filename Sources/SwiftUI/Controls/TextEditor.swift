/// A scrolling view of editable multi-line text: SwiftUI's `TextEditor`. It fills the space it
/// is offered and draws its text from the top-leading corner, wrapped to its width, in the
/// environment's font (body) and foreground style, inset as UIKit's `UITextView` insets it:
/// 8 pt above and below (`textContainerInset`'s default) and 5 pt at the sides
/// (`NSTextContainer.lineFragmentPadding`'s default), both from Apple's UIKit documentation.
public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    public var body: Never { neverBody("TextEditor") }
}

extension TextEditor: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let view = Text(verbatim: text.wrappedValue)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return lowerView(view, in: context.child(0))
    }
}
