import Foundation
internal import SceneGraph

/// The inline Markdown of a `LocalizedStringKey`'s literal, as iOS draws it in `Text`:
/// `**bold**`, `*italic*` and `_italic_`, `***both***`, `` `code` `` (monospaced),
/// `~~struck~~` (and `~struck~`), `[link](url)` (the accent colour), backslash escapes.
/// Whitespace and line breaks are kept, as iOS keeps them in a key. Interpolated values are
/// shown as they are; Markdown around them styles them.
///
/// Emphasis follows CommonMark's delimiter runs (left- and right-flanking, `_` not inside a
/// word, the rule of three); a link's destination is not checked. Block Markdown (headings,
/// lists) is not parsed, as iOS does not in `Text`.
enum InlineMarkdown {
    /// The runs of `key`'s text.
    static func runs(of key: LocalizedStringKey) -> [Text.Run] {
        let hasMarkup = key.pieces.contains { piece in
            guard case .literal(let literal) = piece else { return false }
            return literal.contains { markupCharacters.contains($0) }
        }
        guard hasMarkup else {
            return key.pieces.flatMap { piece -> [Text.Run] in
                switch piece {
                case .literal(let literal): [Text.Run(string: literal)]
                case .value(let text): text.styledRuns
                }
            }
        }
        var tokens: [Token] = []
        var values: [Text] = []
        for piece in key.pieces {
            switch piece {
            case .literal(let literal): tokens += literal.map(Token.character)
            case .value(let text):
                tokens.append(.value(values.count))
                values.append(text)
            }
        }
        var runs: [Text.Run] = []
        for (token, marks) in parse(tokens[...]) {
            switch token {
            case .character(let character):
                if let last = runs.last, last.attributes == marks.attributes, last.clock == nil {
                    runs[runs.count - 1].string.append(character)
                } else {
                    runs.append(Text.Run(string: String(character), attributes: marks.attributes))
                }
            case .value(let index):
                for run in values[index].styledRuns {
                    var marked = run
                    marked.attributes += marks.attributes
                    runs.append(marked)
                }
            }
        }
        return runs
    }

    /// The characters of `markdown` in runs of one style each (`AttributedString(markdown:)`).
    static func spans(of markdown: String) -> [(text: String, marks: Marks)] {
        var spans: [(text: String, marks: Marks)] = []
        for (token, marks) in parse(markdown.map(Token.character)[...]) {
            guard let character = token.character else { continue }
            if let last = spans.last, last.marks == marks {
                spans[spans.count - 1].text.append(character)
            } else {
                spans.append((String(character), marks))
            }
        }
        return spans
    }

    /// The emphasis, code and strikethrough Markdown gives a run of an `AttributedString`
    /// (iOS's inline presentation intent, which Foundation has not on Linux); `Text` draws it.
    enum MarksAttribute: AttributedStringKey {
        typealias Value = Marks
        static let name = "Zoetrope.InlineMarkdown"
    }

    /// Characters that may start Markdown.
    static let markupCharacters: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

    /// A character of the literal, or the interpolated value of that index.
    enum Token: Equatable {
        case character(Character)
        case value(Int)

        var character: Character? {
            if case .character(let character) = self { character } else { nil }
        }
    }

    /// The styles Markdown gives a character.
    struct Marks: Hashable {
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link = false
        /// The link's destination, as written.
        var destination: String?

        /// As a text's attributes.
        var attributes: [Text.Attribute] {
            var attributes: [Text.Attribute] = []
            if bold { attributes.append(.fontWeight(.bold)) }
            if italic { attributes.append(.textStyle(.italic(true))) }
            if code { attributes.append(.textStyle(.design(.monospaced))) }
            if strikethrough { attributes.append(.strikethrough(true, color: nil)) }
            if link { attributes.append(.link) }
            return attributes
        }
    }

    /// A parsed node: a token in its marks, or a run of `*`, `_` or `~` that may open or close
    /// emphasis.
    private enum Node {
        case token(Token, Marks)
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool, marks: Marks)
    }

    /// The tokens of `tokens` with their marks, the markup taken out.
    static func parse(_ tokens: ArraySlice<Token>) -> [(Token, Marks)] {
        var nodes: [Node] = []
        var index = tokens.startIndex
        let end = tokens.endIndex
        func character(at index: Int) -> Character? {
            index >= tokens.startIndex && index < end ? tokens[index].character : nil
        }
        while index < end {
            guard let current = tokens[index].character else {
                nodes.append(.token(tokens[index], Marks()))
                index += 1
                continue
            }
            switch current {
            case "\\":
                if let next = character(at: index + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                    nodes.append(.token(.character(next), Marks()))
                    index += 2
                } else {
                    nodes.append(.token(.character(current), Marks()))
                    index += 1
                }
            case "`":
                var length = 0
                while character(at: index + length) == "`" { length += 1 }
                if let close = closingBackticks(tokens, from: index + length, length: length) {
                    var content = Array(tokens[(index + length)..<close])
                    if content.count >= 2, content.first == .character(" "), content.last == .character(" "),
                        content.contains(where: { $0 != .character(" ") })
                    {
                        content = Array(content.dropFirst().dropLast())
                    }
                    var marks = Marks()
                    marks.code = true
                    nodes += content.map { .token($0, marks) }
                    index = close + length
                } else {
                    for _ in 0..<length { nodes.append(.token(.character("`"), Marks())) }
                    index += length
                }
            case "[":
                if let (close, destinationEnd) = link(tokens, at: index) {
                    let destination = String(tokens[(close + 2)..<destinationEnd].compactMap(\.character))
                    for (token, var marks) in parse(tokens[(index + 1)..<close]) {
                        marks.link = true
                        marks.destination = destination
                        nodes.append(.token(token, marks))
                    }
                    index = destinationEnd + 1
                } else {
                    nodes.append(.token(.character("["), Marks()))
                    index += 1
                }
            case "*", "_", "~":
                var length = 0
                while character(at: index + length) == current { length += 1 }
                let before = index > tokens.startIndex ? tokens[index - 1] : nil
                let after = index + length < end ? tokens[index + length] : nil
                let (left, right) = flanking(before: before, after: after)
                let punctuationBefore = before?.character.map(isPunctuation) ?? false
                let punctuationAfter = after?.character.map(isPunctuation) ?? false
                let canOpen = current == "_" ? left && (!right || punctuationBefore) : left
                let canClose = current == "_" ? right && (!left || punctuationAfter) : right
                nodes.append(.delimiter(current, count: length, canOpen: canOpen, canClose: canClose, marks: Marks()))
                index += length
            default:
                nodes.append(.token(.character(current), Marks()))
                index += 1
            }
        }
        emphasize(&nodes)
        return nodes.flatMap { node -> [(Token, Marks)] in
            switch node {
            case .token(let token, let marks): [(token, marks)]
            case .delimiter(let character, let count, _, _, let marks):
                Array(repeating: (Token.character(character), marks), count: count)
            }
        }
    }

    /// Matches closing delimiter runs with openers (CommonMark's "process emphasis"), marking
    /// the nodes between them; what is left of each run stays as characters.
    private static func emphasize(_ nodes: inout [Node]) {
        var usable = nodes.map { node -> Bool in
            if case .delimiter = node { true } else { false }
        }
        for closer in nodes.indices {
            guard case .delimiter(let character, _, _, true, _) = nodes[closer] else { continue }
            while usable[closer], case .delimiter(_, let closerCount, let closerOpens, _, _) = nodes[closer],
                closerCount > 0
            {
                var found: Int?
                for opener in stride(from: closer - 1, through: 0, by: -1) where usable[opener] {
                    guard case .delimiter(character, let count, true, let openerCloses, _) = nodes[opener], count > 0
                    else { continue }
                    if character == "~" {
                        if count == closerCount { found = opener }
                        if found != nil { break }
                        continue
                    }
                    // The rule of three: a run that can both open and close does not pair with
                    // one whose length would make the sum a multiple of three.
                    if openerCloses || closerOpens, (count + closerCount) % 3 == 0,
                        count % 3 != 0 || closerCount % 3 != 0
                    {
                        continue
                    }
                    found = opener
                    break
                }
                guard let opener = found, case .delimiter(_, let openerCount, let o1, let o2, let om) = nodes[opener]
                else { break }
                let used = character == "~" ? closerCount : (openerCount >= 2 && closerCount >= 2 ? 2 : 1)
                for inner in (opener + 1)..<closer {
                    // Delimiters between a pair can no longer pair.
                    usable[inner] = false
                    nodes[inner] = marked(
                        nodes[inner], character == "~" ? \.strikethrough : used == 2 ? \.bold : \.italic)
                }
                nodes[opener] = .delimiter(character, count: openerCount - used, canOpen: o1, canClose: o2, marks: om)
                if case .delimiter(_, _, let c1, let c2, let cm) = nodes[closer] {
                    nodes[closer] = .delimiter(
                        character, count: closerCount - used, canOpen: c1, canClose: c2, marks: cm)
                }
            }
        }
    }

    /// `node` with the mark at `path` set.
    private static func marked(_ node: Node, _ path: WritableKeyPath<Marks, Bool>) -> Node {
        switch node {
        case .token(let token, var marks):
            marks[keyPath: path] = true
            return .token(token, marks)
        case .delimiter(let character, let count, let canOpen, let canClose, var marks):
            marks[keyPath: path] = true
            return .delimiter(character, count: count, canOpen: canOpen, canClose: canClose, marks: marks)
        }
    }

    /// Whether a delimiter run between `before` and `after` (nil: the text's start or end) is
    /// left- and right-flanking. Interpolated values count as letters.
    private static func flanking(before: Token?, after: Token?) -> (left: Bool, right: Bool) {
        let beforeSpace = before?.character.map(\.isWhitespace) ?? (before == nil)
        let afterSpace = after?.character.map(\.isWhitespace) ?? (after == nil)
        let beforePunctuation = before?.character.map(isPunctuation) ?? false
        let afterPunctuation = after?.character.map(isPunctuation) ?? false
        let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        return (left, right)
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    /// Where a code span opened by `length` backticks closes: the next run of exactly as many.
    private static func closingBackticks(_ tokens: ArraySlice<Token>, from start: Int, length: Int) -> Int? {
        var index = start
        while index < tokens.endIndex {
            guard tokens[index] == .character("`") else {
                index += 1
                continue
            }
            var run = 0
            while index + run < tokens.endIndex, tokens[index + run] == .character("`") { run += 1 }
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// A link `[text](destination)` starting at `start`: the index of its `]` and of its `)`.
    private static func link(_ tokens: ArraySlice<Token>, at start: Int) -> (Int, Int)? {
        var depth = 0
        var index = start
        var close: Int?
        while index < tokens.endIndex {
            switch tokens[index] {
            case .character("\\"): index += 1
            case .character("["): depth += 1
            case .character("]"):
                depth -= 1
                if depth == 0 { close = index }
            default: break
            }
            if close != nil { break }
            index += 1
        }
        guard let close, close + 1 < tokens.endIndex, tokens[close + 1] == .character("(") else { return nil }
        var parentheses = 0
        index = close + 2
        while index < tokens.endIndex {
            switch tokens[index] {
            case .character("\\"): index += 1
            case .character("("): parentheses += 1
            case .character(")"):
                if parentheses == 0 { return (close, index) }
                parentheses -= 1
            case .character(let character) where character.isNewline: return nil
            default: break
            }
            index += 1
        }
        return nil
    }
}
