/// Xcode's generated asset symbols (`Color.launch`, `Color(.brand)`, `Image(.logo)`,
/// `UIColor.accentBlue`) for sets that no asset catalog near the scene has: a file pasted
/// without its project's catalog names them, and Xcode would have generated them from it.
///
/// Found from the compiler's errors ("type 'Color' has no member 'launch'"), not guessed from
/// the text: only a name the compiler could not find becomes a symbol, so none can shadow one of
/// SwiftUI's or the file's own. Each symbol is a missing set, drawn as iOS draws one (clear for a
/// colour, nothing for an image) with the warning of a missing set at its first use.
struct MissingAssetSymbols: Equatable {
    /// What a name is, from the type the compiler looked it up in.
    enum Kind: Equatable {
        case color
        case image
    }

    /// A missing name and the place of its first use in the user's file (1-based).
    struct Symbol: Equatable {
        var name: String
        var kind: Kind
        var line: Int
        var column: Int
    }

    /// The names found so far, in the order they were found.
    private(set) var symbols: [Symbol] = []

    /// The most compilations one scene is given to find its names: each finds those of the
    /// expressions it type-checks, and one failing expression hides the rest of its closure.
    static let rounds = 8

    /// Adds the missing names the errors in `diagnostics` (the user-facing text, in the file at
    /// `path` whose text is `source`) name; false, leaving the names as they were, unless every
    /// error is such a name and at least one is new. `declared` is the generated resource code
    /// already compiled with the scene (its catalogs' sets).
    mutating func add(errorsIn diagnostics: String, path: String, source: String, declared: String) -> Bool {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Symbol] = []
        for line in diagnostics.split(separator: "\n") {
            guard line.hasPrefix(path + ":"), line.contains(": error: ") else { continue }
            let fields = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let row = Int(fields[0]), let column = Int(fields[1]),
                let message = fields[2].components(separatedBy: " error: ").last
            else { return false }
            let text = row >= 1 && row <= lines.count ? String(lines[row - 1]) : ""
            guard let symbol = Self.symbol(message: message, sourceLine: text, line: row, column: column) else {
                return false
            }
            if !found.contains(where: { $0.name == symbol.name }) { found.append(symbol) }
        }
        let new = found.filter { symbol in !symbols.contains { $0.name == symbol.name } }
        guard !found.isEmpty, !new.isEmpty else { return false }
        symbols += new
        // A name a catalog near the scene has is declared already; only its extension is missing.
        self.declared = declared
        return true
    }

    /// The resource code the symbols were added against.
    private var declared = ""

    /// The missing name in the compiler's `message` about `sourceLine`, or nil when the message
    /// is about something else.
    static func symbol(message: String, sourceLine: String, line: Int, column: Int) -> Symbol? {
        // "type 'Color' has no member 'launch'", also through the contexts a colour is written
        // in (`.foregroundStyle(.launch)` looks in `Material`, `.foregroundColor` in `Color?`).
        let colorTypes: Set<String> = [
            "Color", "Color?", "ColorResource", "ShapeStyle", "Material", "UIColor", "UIColor?",
        ]
        let imageTypes: Set<String> = ["Image", "ImageResource", "UIImage", "UIImage?"]
        if message.hasPrefix("type '"), let typeEnd = message.dropFirst(6).firstIndex(of: "'") {
            let type = String(message[message.index(message.startIndex, offsetBy: 6)..<typeEnd])
            let rest = message[typeEnd...]
            guard rest.hasPrefix("' has no member '"), let name = quotedName(rest.dropFirst(17)) else { return nil }
            if colorTypes.contains(type) {
                return isTypo(name) ? nil : Symbol(name: name, kind: .color, line: line, column: column)
            }
            if imageTypes.contains(type) { return Symbol(name: name, kind: .image, line: line, column: column) }
            return nil
        }
        // `Color(.brand)` and `Image(.logo)`: several initializers take an implicit member, so
        // the compiler names none of their types; the call before the member says which.
        let unresolved = "reference to member '"
        guard message.hasPrefix(unresolved), message.hasSuffix("' cannot be resolved without a contextual type"),
            let name = quotedName(message.dropFirst(unresolved.count))
        else { return nil }
        let before = String(decoding: sourceLine.utf8.prefix(max(0, column - 1)), as: UTF8.self)
        // The column is the member's name, after its dot.
        var call = before.replacingOccurrences(of: " ", with: "")
        if call.hasSuffix(".") { call.removeLast() }
        if call.hasSuffix("Color(") || call.hasSuffix("UIColor(resource:") {
            return isTypo(name) ? nil : Symbol(name: name, kind: .color, line: line, column: column)
        }
        if call.hasSuffix("Image(") || call.hasSuffix("UIImage(resource:") {
            return Symbol(name: name, kind: .image, line: line, column: column)
        }
        return nil
    }

    /// True when `name` is a misspelling of one of SwiftUI's or UIKit's colours (`purpel`,
    /// `bleu`, `grey`: at most two edits from it, and not it with more added, as `gray2` is),
    /// which Xcode refuses too: the compiler's error stands.
    static func isTypo(_ name: String) -> Bool {
        let lowered = Array(name.lowercased())
        let known = systemColorNames.map { Array($0.lowercased()) }
        if known.contains(where: { lowered.starts(with: $0) }) { return false }
        return known.contains { editDistance(lowered, $0) <= 2 }
    }

    /// The colours SwiftUI's `Color` and `ShapeStyle` and UIKit's `UIColor` declare by name.
    static let systemColorNames = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow", "primary", "secondary", "tertiary", "quaternary", "quinary",
        "accentColor", "tint", "foreground", "background", "separator", "selection", "placeholder", "link",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "placeholderText", "lightGray",
        "darkGray", "magenta", "lightText", "darkText", "tintColor", "systemRed", "systemOrange", "systemYellow",
        "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple",
        "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6",
    ]

    /// Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The identifier before the closing quote of `text`, or nil when it is not one.
    private static func quotedName(_ text: Substring) -> String? {
        guard let end = text.firstIndex(of: "'") else { return nil }
        let name = text[..<end]
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }

    /// True when the catalogs' generated code (`ResourceSymbols`) declares `symbol`'s resource.
    private static func isDeclared(_ symbol: Symbol, in declared: String) -> Bool {
        let type = symbol.kind == .color ? "ColorResource" : "ImageResource"
        return declared.contains("    static let \(symbol.name) = SwiftUI.\(type)(")
    }

    /// The Swift declarations of the symbols, as Xcode generates them for a catalog's sets.
    var declarations: String {
        guard !symbols.isEmpty else { return "" }
        var text = "\n// Asset symbols no catalog near the scene has: drawn as missing sets.\n"
        for symbol in symbols {
            let n = symbol.name
            let place = "line: \(symbol.line), column: \(symbol.column)"
            switch symbol.kind {
            case .color:
                if !Self.isDeclared(symbol, in: declared) {
                    text +=
                        "extension SwiftUI.ColorResource { static let \(n) = SwiftUI.ColorResource(name: "
                        + "\(ResourceSymbols.literal(n)), bundle: .main) }\n"
                }
                text +=
                    "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color { static var \(n): SwiftUI.Color "
                    + "{ SwiftUI.Color(SwiftUI.ColorResource.\(n), \(place)) } }\n"
                    + "extension SwiftUI.UIColor { static var \(n): SwiftUI.UIColor "
                    + "{ SwiftUI.UIColor(resource: SwiftUI.ColorResource.\(n), \(place)) } }\n"
            case .image:
                if !Self.isDeclared(symbol, in: declared) {
                    text +=
                        "extension SwiftUI.ImageResource { static let \(n) = SwiftUI.ImageResource(name: "
                        + "\(ResourceSymbols.literal(n)), bundle: .main) }\n"
                }
                text +=
                    "extension SwiftUI.Image { static var \(n): SwiftUI.Image "
                    + "{ SwiftUI.Image(SwiftUI.ImageResource.\(n), \(place)) } }\n"
                    + "extension SwiftUI.UIImage { static var \(n): SwiftUI.UIImage "
                    + "{ SwiftUI.UIImage(resource: SwiftUI.ImageResource.\(n)) } }\n"
            }
        }
        return text
    }

    /// True when an error in `diagnostics` is at a line where a generated symbol is used: an
    /// error that a symbol of the wrong kind caused (`Color.theme.background`, a project's own
    /// type), not a new one.
    func touches(_ diagnostics: String, path: String) -> Bool {
        let rows = Set(symbols.map(\.line))
        for line in diagnostics.split(separator: "\n") where line.hasPrefix(path + ":") && line.contains(": error: ") {
            let fields = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 1)
            if let row = fields.first.flatMap({ Int($0) }), rows.contains(row) { return true }
        }
        return false
    }
}
