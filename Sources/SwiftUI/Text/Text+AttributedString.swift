import Foundation

extension Text {
    /// The characters of `attributedContent`, each run in its SwiftUI attributes (font,
    /// foreground and background colour, underline and strikethrough with their colours, kern,
    /// tracking, baseline offset) and a link in the accent colour; what a run does not set
    /// comes from the environment.
    // Disfavoured: `AttributedString` is a string literal too here (swift-foundation), and a
    // literal is a `LocalizedStringKey`, as on iOS.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var runs: [Run] = []
        for run in attributedContent.runs {
            // A link is drawn in the accent colour whatever its foreground colour, as on iOS
            // (links take the tint): its attribute is the innermost.
            var attributes: [Attribute] = run.link != nil ? [.link] : []
            if let marks = run[InlineMarkdown.MarksAttribute.self] { attributes += marks.attributes }
            if let font = run[Scope.FontAttribute.self] { attributes.append(.font(font.engine)) }
            if let color = run[Scope.ForegroundColorAttribute.self] { attributes.append(.foregroundColor(color)) }
            if let color = run[Scope.BackgroundColorAttribute.self] { attributes.append(.backgroundColor(color)) }
            if let line = run[Scope.UnderlineStyleAttribute.self] {
                attributes.append(.underline(true, color: line.color))
            }
            if let line = run[Scope.StrikethroughStyleAttribute.self] {
                attributes.append(.strikethrough(true, color: line.color))
            }
            // Kerning is drawn as tracking, as `.kerning(_:)` is.
            if let tracking = run[Scope.TrackingAttribute.self] ?? run[Scope.KerningAttribute.self] {
                attributes.append(.textStyle(.tracking(Double(tracking))))
            }
            if let offset = run[Scope.BaselineOffsetAttribute.self] {
                attributes.append(.textStyle(.baselineOffset(Double(offset))))
            }
            runs.append(Run(string: String(attributedContent[run.range].characters), attributes: attributes))
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
