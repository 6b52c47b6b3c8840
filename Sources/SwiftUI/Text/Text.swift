internal import SceneGraph

/// A line (or lines) of text in the environment's font and foreground style: SwiftUI's `Text`.
/// Its characters are runs, each in a style of its own over the environment's: one run for
/// `Text(verbatim:)` or a string, more for `Text + Text`, Markdown in a literal or an
/// `AttributedString`.
public struct Text: View, Equatable, Sendable {
    /// The characters, in runs of one style each.
    var runs: [Run]
    /// Modifiers of Text's own over the whole text (`font`, `bold`, `foregroundColor` …),
    /// innermost first.
    var styles: [Attribute] = []
    /// Problems with the text's interpolations, reported when it is drawn.
    var problems: [String] = []

    /// Characters in one style: what the text's own modifiers set for them, innermost first.
    struct Run: Equatable, Sendable {
        var string: String
        var attributes: [Attribute] = []
        /// A date the run counts from on the scene clock (`Text(date, style: .timer)`): its
        /// string is the clock's at each update; nil for characters that stay.
        var clock: TextClock? = nil
        /// An image set in the text like a glyph (`Text(Image(systemName:))`): its string is
        /// one object replacement character; nil for characters.
        var image: Image? = nil
    }

    /// The text of `key`: a literal, or an interpolation (`"\(x, specifier: "%.1f") m"`); its
    /// inline Markdown (`**bold**`, `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`) is
    /// drawn as iOS draws it, in the literal's characters only.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = InlineMarkdown.runs(of: key)
        problems = key.problems
    }

    /// The characters of a string value, shown as they are.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// The characters of `content`, shown as they are.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    init(runs: [Run], problems: [String] = []) {
        self.runs = runs
        self.problems = problems
    }

    public var body: Never { neverBody("Text") }

    /// The characters of every run.
    var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    /// Two texts one after the other, each part in its own style (what a part does not set
    /// comes from the environment).
    public static func + (a: Text, b: Text) -> Text {
        Text(runs: a.styledRuns + b.styledRuns, problems: a.problems + b.problems)
    }

    /// The runs with the whole text's modifiers (outside each run's own).
    var styledRuns: [Run] {
        styles.isEmpty
            ? runs
            : runs.map { run in
                var styled = run
                styled.attributes += styles
                return styled
            }
    }

    /// This text as it reads at `date`: each counting run's string then, counting no more.
    func at(_ date: Date) -> Text {
        var text = self
        text.problems = []
        text.runs = runs.map { run in
            guard let clock = run.clock else { return run }
            return Run(string: clock.string(at: date), attributes: run.attributes)
        }
        return text
    }

    /// This text with one more style modifier (nil: unchanged).
    func styled(_ attribute: Attribute?) -> Text {
        var text = self
        if let attribute { text.styles.append(attribute) }
        return text
    }
}

extension Text: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        for problem in problems { context.graph.warn(problem) }
        // A text that counts (a timer, a relative date) is rebuilt at every second of the scene
        // clock, as iOS updates it, by a timeline of its own. A timeline keeps the size its
        // content has at time 0, so the text is not wrapped: a later, wider string ("0:58" is
        // wider than "1:00") overflows that frame, centred, rather than breaking onto two lines.
        if runs.contains(where: { $0.clock != nil }) {
            let counting = self
            let timeline = TimelineView(.periodic(from: SceneDate.start, by: 1)) { context in
                counting.at(context.date).fixedSize(horizontal: true, vertical: false)
            }
            return lowerView(timeline, in: context)
        }
        // Neighbouring runs of characters in one style are one run; text in one style is a
        // plain text.
        var merged: [Run] = []
        for run in runs {
            if let last = merged.last, last.attributes == run.attributes, last.image == nil, run.image == nil {
                merged[merged.count - 1].string += run.string
            } else {
                merged.append(run)
            }
        }
        let view: TextView =
            if merged.count <= 1, merged.first?.attributes.isEmpty ?? true, merged.first?.image == nil {
                TextView(merged.first?.string ?? "")
            } else {
                TextView(
                    runs: merged.map { run in
                        let attributes = Attribute.lowered(run.attributes, in: context.environment)
                        guard let image = run.image else { return TextRun(run.string, attributes: attributes) }
                        return TextRun(image: image.inlineImage(in: context), attributes: attributes)
                    })
            }
        let modifiers = styles.flatMap { $0.modifiers(in: context.environment) }
        return Lowered(modifiers.reduce(ViewNode.text(view)) { .modified($0, $1) }.sized(in: context.environment))
    }
}
