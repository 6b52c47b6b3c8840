/// Where a line may break between two characters: a small subset of the Unicode line breaking
/// algorithm (UAX #14) that covers Latin, Hangul, kana and Han text.
///
/// - A line may break after a run of spaces (the spaces hang at the end of the line).
/// - After a hyphen or dash that follows a letter or digit, except "-" before a digit ("-5"
///   stays whole) and within runs of dashes.
/// - Before and after each Han, kana or Hangul character, except before closing punctuation and
///   small kana and after opening punctuation (「 ( “).
/// - Nowhere else: no-break spaces (U+00A0, U+2007, U+202F) and words stay whole.
enum LineBreakRules {
    /// Whether a line may break between `before` and `after`; `beforeBefore` is the character
    /// preceding `before`, if any.
    static func canBreak(between before: Character, and after: Character, beforeBefore: Character?) -> Bool {
        if isBreakingSpace(after) { return false }
        if isBreakingSpace(before) { return true }
        if prohibitedAfter.contains(before) || prohibitedBefore.contains(after) { return false }
        if breakAfter.contains(before) {
            // Only after a letter or digit: a word-initial hyphen ("-x"), a minus sign before
            // digits and runs of dashes stay attached.
            guard let previous = beforeBefore, previous.isLetter || previous.isNumber else { return false }
            if before == "-", after.isNumber { return false }
            if breakAfter.contains(after) { return false }
            return true
        }
        return isIdeographic(before) || isIdeographic(after)
    }

    /// Spaces a line may break after and that hang (take no width) at the end of a line.
    static func isBreakingSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline && !noBreakSpaces.contains(character)
    }

    /// Whitespace that joins its neighbours instead.
    private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}", "\u{FEFF}"]

    /// Hyphens and dashes a line may break after (UAX #14 classes HY, BA and B2).
    private static let breakAfter: Set<Character> = ["-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}"]

    /// Closing punctuation, small kana and marks that never start a line (classes CL, CP, EX, IS,
    /// NS, CJ and closing QU).
    private static let prohibitedBefore: Set<Character> = [
        ")", "]", "}", ",", ".", ":", ";", "!", "?", "%", "\"", "'", "\u{2019}", "\u{201D}", "\u{2026}", "\u{2025}",
        "、", "。", "，", "．", "：", "；", "！", "？", "）", "］", "｝", "〉", "》", "」", "』", "】", "〕", "〗",
        "〙", "〛", "〞", "〟", "・", "ー", "々", "ゝ", "ゞ", "ヽ", "ヾ", "゛", "゜",
        "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
    ]

    /// Opening punctuation that never ends a line (classes OP and opening QU).
    private static let prohibitedAfter: Set<Character> = [
        "(", "[", "{", "\"", "'", "\u{2018}", "\u{201C}",
        "（", "［", "｛", "〈", "《", "「", "『", "【", "〔", "〖", "〘", "〚", "〝",
    ]

    /// Whether `character` is Han, kana, Hangul or another character lines break around freely
    /// (UAX #14 classes ID, H2, H3 and the like).
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return ideographicRanges.contains { $0.contains(scalar.value) }
    }

    private static let ideographicRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FFF,  // CJK radicals, Kangxi radicals, ideographic description
        0x3040...0x30FF,  // hiragana, katakana
        0x3100...0x312F,  // bopomofo
        0x3130...0x318F,  // Hangul compatibility jamo
        0x3190...0x33FF,  // kanbun, CJK strokes, enclosed and compatibility CJK
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7AF,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFF01...0xFF60,  // fullwidth forms (their punctuation is caught above)
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
