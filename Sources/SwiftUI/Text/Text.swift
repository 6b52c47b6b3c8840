internal import SceneGraph

/// A line (or lines) of text in the environment's font and foreground style: SwiftUI's `Text`.
public struct Text: View, Equatable {
    var string: String
    /// Modifiers of Text's own (`font`, `bold`, `foregroundColor` …), innermost first.
    var styles: [SceneGraph::Modifier] = []
    /// Problems with the text's interpolations, reported when it is drawn.
    var problems: [String] = []

    /// The text of `key`: a literal, or an interpolation (`"\(x, specifier: "%.1f") m"`).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        string = key.text
        problems = key.problems
    }

    /// The characters of a string value, shown as they are.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// The characters of `content`, shown as they are.
    public init(verbatim content: String) { string = content }

    public var body: Never { neverBody("Text") }

    /// Two texts one after the other.
    /// The pieces keep the first one's style (one style per text for now).
    public static func + (a: Text, b: Text) -> Text {
        var text = a
        text.string += b.string
        text.problems += b.problems
        return text
    }

    /// This text with one more style modifier (nil: unchanged).
    func styled(_ modifier: SceneGraph::Modifier?) -> Text {
        var text = self
        if let modifier { text.styles.append(modifier) }
        return text
    }
}

extension Text: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        for problem in problems { context.graph.warn(problem) }
        return Lowered(styles.reduce(SceneGraph::View.text(TextView(string))) { .modified($0, $1) })
    }
}
