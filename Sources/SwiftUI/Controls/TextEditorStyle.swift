/// The look of a text editor: SwiftUI's `TextEditorStyle`, applied with
/// `.textEditorStyle(_:)`. On an iPhone both of iOS's styles draw the editor as
/// `TextEditor` does: its text on no background or border of its own.
public protocol TextEditorStyle {}

/// The platform's style (on iOS, the plain editor).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

/// The editor with no decoration: its text alone.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// The style of the text editors below: every iOS style draws the plain editor.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
