extension GlyphRun {
    /// One message per missing character, naming its code points and the character itself, e.g.
    /// `no installed font has U+13000 '𓀀'; the character is not drawn`.
    public var warnings: [String] {
        missingCharacters.map(Self.missingCharacterWarning)
    }

    /// The warning for `character`, which no face could draw.
    static func missingCharacterWarning(_ character: Character) -> String {
        let codePoints = character.unicodeScalars.map(codePointName).joined(separator: " ")
        return "no installed font has \(codePoints) '\(character)'; the character is not drawn"
    }

    /// "U+" and at least four uppercase hex digits, e.g. U+00E9, U+1F600.
    static func codePointName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
