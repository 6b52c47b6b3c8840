import Foundation

// `AttributedString(markdown:)`: swift-foundation on Linux has no Markdown parser, so the
// SwiftUI module declares the initializer iOS code calls, parsing the inline Markdown `Text`
// literals take (`InlineMarkdown`): emphasis, code and strikethrough for `Text` to draw, and
// Foundation's `link` for links.

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its Markdown (every syntax is read as inline,
    /// whitespace kept).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The characters of `markdown`, its inline Markdown taken as `Text` draws it: bold, italic,
    /// code and struck runs, and links (relative to `baseURL`) as Foundation's `link`.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for span in InlineMarkdown.spans(of: markdown) {
            var piece = AttributedString(span.text)
            var marks = span.marks
            if let destination = marks.destination {
                piece.link = URL(string: destination, relativeTo: baseURL)
            }
            marks.link = false
            marks.destination = nil
            if marks != InlineMarkdown.Marks() { piece[InlineMarkdown.MarksAttribute.self] = marks }
            append(piece)
        }
    }
}
