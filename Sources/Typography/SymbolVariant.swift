/// How a symbol the icon font lacks is made.
enum SymbolVariant: Equatable, Sendable {
    /// A character of a text font (`SymbolTable.characters`), fitted to the symbol box.
    case character(Unicode.Scalar, fileName: String, package: String)
    /// SF's `seal`: a circle with twelve scallops, outlined or filled.
    case seal(filled: Bool)
    /// A known symbol in a rounded square, a circle or a shield: outlined with the symbol
    /// inside, or filled with the symbol cut out of it (SF's `.square`, `.square.fill`,
    /// `.circle`, `.circle.fill`, `.shield` and `.shield.fill` variants, e.g. `lock.shield`).
    case enclosed(base: String, container: Container, filled: Bool)
    /// A known symbol with another known one small over its lower trailing corner and a gap cut
    /// around that one (SF's `BASE.badge.BADGE`, e.g. `calendar.badge.plus`).
    case badged(base: String, badge: String)
    /// A known symbol with a round dot over its top trailing corner and a gap cut around it
    /// (SF's `BASE.badge`, a notification's badge: `bell.badge`).
    case dotBadged(base: String)
    /// A known symbol struck through from its top leading to its bottom trailing corner, with a
    /// gap cut along the stroke (SF's `BASE.slash`, e.g. `pin.slash`).
    case slashed(base: String)

    /// A number from 0 to 50 in the system font, in a container as `enclosed` draws one (SF's
    /// `1.circle`, `12.square.fill`).
    case numbered(Int, container: Container, filled: Bool)
    /// A known symbol in front of another, which stands out past its top trailing corner and is
    /// cut away around it (SF's `cloud.sun.fill`: a cloud before the sun).
    case overlapping(front: String, back: String)

    /// SF's checkmark, alone or in a container (`checkmark`, `checkmark.circle.fill` …): drawn
    /// with Apple's proportions, where Material's check is another shape.
    case checkmark(container: Container?, filled: Bool)

    enum Container: Equatable, Sendable { case square, circle, shield }

    /// How `name` is made, or nil when it is none of these.
    init?(name: String) {
        if let character = SymbolTable.characters[name] {
            self = .character(
                character, fileName: SymbolTable.characterFontFileName,
                package: SymbolTable.characterFontPackage)
            return
        }
        if let composite = SymbolTable.composites[name] {
            self = composite
            return
        }
        if let drawn = Self.drawn[name] {
            self = drawn
            return
        }
        // A trailing `.slash` strikes through all before it, badge and all.
        guard let built = Self.enclosed(name) ?? Self.slashed(name) ?? Self.badged(name) ?? Self.dotBadged(name)
        else { return nil }
        self = built
    }

    /// The symbols drawn here rather than from an icon or other symbols: SF's seal and
    /// checkmarks.
    static let drawn: [String: SymbolVariant] = [
        "seal": .seal(filled: false), "seal.fill": .seal(filled: true),
        "checkmark": .checkmark(container: nil, filled: false),
        "checkmark.circle": .checkmark(container: .circle, filled: false),
        "checkmark.circle.fill": .checkmark(container: .circle, filled: true),
        "checkmark.square": .checkmark(container: .square, filled: false),
        "checkmark.square.fill": .checkmark(container: .square, filled: true),
        "checkmark.shield": .checkmark(container: .shield, filled: false),
        "checkmark.shield.fill": .checkmark(container: .shield, filled: true),
    ]

    /// True when `name` is drawn: from an icon table or made here.
    static func isKnown(_ name: String) -> Bool {
        SymbolTable.icon(for: name) != nil || SymbolVariant(name: name) != nil
    }

    /// `NAME.square`, `NAME.square.fill`, `NAME.circle`, `NAME.circle.fill`, `NAME.shield` and
    /// `NAME.shield.fill` of a symbol in an icon table, or of a number from 0 to 50 (SF's
    /// numbers go that far).
    private static func enclosed(_ name: String) -> SymbolVariant? {
        for (suffix, container, filled) in [
            (".square.fill", Container.square, true), (".square", .square, false),
            (".circle.fill", .circle, true), (".circle", .circle, false),
            (".shield.fill", .shield, true), (".shield", .shield, false),
        ] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if let number = Int(stem), (0...50).contains(number), String(number) == stem {
                return .numbered(number, container: container, filled: filled)
            }
            // The symbol inside is the filled one where the name has it ("person.fill").
            for base in [stem + ".fill", stem] where SymbolTable.icon(for: base) != nil {
                return .enclosed(base: base, container: container, filled: filled)
            }
        }
        return nil
    }

    /// `BASE.badge.BADGE` and `BASE.badge.BADGE.fill` (both filled where they have a filled
    /// form, as in `person.badge.key.fill`) of any two known symbols; `BASE` may be a filled one
    /// itself (`person.crop.circle.fill.badge.checkmark`).
    private static func badged(_ name: String) -> SymbolVariant? {
        guard let range = name.range(of: ".badge.", options: .backwards) else { return nil }
        let stem = String(name[..<range.lowerBound])
        var badge = String(name[range.upperBound...])
        let filled = badge.hasSuffix(".fill")
        if filled { badge.removeLast(".fill".count) }
        guard let base = firstKnown(stem, filled: filled), let mark = firstKnown(badge, filled: filled) else {
            return nil
        }
        return .badged(base: base, badge: mark)
    }

    /// `BASE.badge` and `BASE.badge.fill` of any known symbol (its filled form for `.fill`).
    private static func dotBadged(_ name: String) -> SymbolVariant? {
        for (suffix, filled) in [(".badge.fill", true), (".badge", false)] where name.hasSuffix(suffix) {
            return firstKnown(String(name.dropLast(suffix.count)), filled: filled).map { .dotBadged(base: $0) }
        }
        return nil
    }

    /// `BASE.slash` and `BASE.slash.fill` of any known symbol.
    private static func slashed(_ name: String) -> SymbolVariant? {
        for (suffix, filled) in [(".slash.fill", true), (".slash", false)] where name.hasSuffix(suffix) {
            return firstKnown(String(name.dropLast(suffix.count)), filled: filled).map { .slashed(base: $0) }
        }
        return nil
    }

    /// `stem`'s filled form when `filled` and known, else `stem` when known.
    private static func firstKnown(_ stem: String, filled: Bool) -> String? {
        guard !stem.isEmpty else { return nil }
        return (filled ? [stem + ".fill", stem] : [stem]).first(where: isKnown)
    }
}
