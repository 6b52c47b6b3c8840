/// Text split into items, each a stretch of characters one face of a fallback chain can draw,
/// plus the characters none can.
///
/// The first face shapes each stretch of characters; the characters it shapes to glyph 0 are
/// handed, in contiguous stretches, to the next face, and so on down the chain. Shaping (rather
/// than a character map look-up) decides, so normalisation, ligatures and default-ignorable
/// characters count as HarfBuzz sees them. Control characters are never shaped.
///
/// Characters shown as emoji (those whose default presentation is emoji, and any followed by
/// U+FE0F) try the chain's colour faces first, so "❤️" is the red heart even though the text
/// font has a black "❤".
struct Itemization {
    /// A stretch of text drawn by one face.
    struct Item {
        var face: FontFace
        /// UTF-8 offsets in the whole text.
        var range: Range<Int>
        /// The item already shaped, when the stretch shaped as a whole had no missing glyph.
        var shaped: FontFace.ShapedItem?
    }

    /// One character of the text with its UTF-8 offsets.
    private struct Span {
        var character: Character
        var range: Range<Int>
        var isControl: Bool
        var prefersColor: Bool
    }

    /// The items in text order.
    private(set) var items: [Item] = []
    /// Characters no face has, once each, in order of first appearance.
    private(set) var missing: [Character] = []
    private let spans: [Span]

    /// Itemizes `text` (whose UTF-8 bytes are `utf8`) over `chain`, the preferred face first.
    init(_ text: String, utf8: [UInt8], chain: [FontFace]) {
        var spans: [Span] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            let isControl = character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
            spans.append(
                Span(
                    character: character, range: offset..<offset + length, isControl: isControl,
                    prefersColor: Self.prefersColor(character)))
            offset += length
        }
        self.spans = spans

        let shaped = spans.indices.filter { !spans[$0].isControl }
        let colorFirst = chain.filter(\.hasColorGlyphs) + chain.filter { !$0.hasColorGlyphs }
        let unresolved =
            resolve(Self.runs(of: shaped.filter { !spans[$0].prefersColor }), over: chain, utf8: utf8)
            + resolve(Self.runs(of: shaped.filter { spans[$0].prefersColor }), over: colorFirst, utf8: utf8)
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        for index in unresolved.flatMap({ $0 }).sorted() where !missing.contains(spans[index].character) {
            missing.append(spans[index].character)
        }
    }

    /// Whether `character` is shown as an emoji: it asks for emoji presentation with U+FE0F, or
    /// its first scalar has emoji presentation by default and it does not ask for text (U+FE0E).
    private static func prefersColor(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains("\u{FE0F}") { return true }
        if scalars.contains("\u{FE0E}") { return false }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }

    /// Finds a face for each of `stretches` (runs of span indices), trying the faces of `chain`
    /// in order, and appends the items; returns the stretches no face has.
    private mutating func resolve(_ stretches: [Range<Int>], over chain: [FontFace], utf8: [UInt8]) -> [Range<Int>] {
        // Stretches of span indices still waiting for a face.
        var stretches = stretches
        for face in chain where !stretches.isEmpty {
            var next: [Range<Int>] = []
            for stretch in stretches {
                let range = spans[stretch.lowerBound].range.lowerBound..<spans[stretch.upperBound - 1].range.upperBound
                let shaped = face.shapeItem(utf8, range: range)
                var lacking = Set<Int>()
                for glyph in shaped.glyphs where glyph.id == 0 {
                    if let index = spanIndex(atUTF8Offset: glyph.cluster) { lacking.insert(index) }
                }
                if lacking.isEmpty {
                    items.append(Item(face: face, range: range, shaped: shaped))
                    continue
                }
                for run in Self.runs(of: stretch.filter { !lacking.contains($0) }) {
                    let covered = spans[run.lowerBound].range.lowerBound..<spans[run.upperBound - 1].range.upperBound
                    items.append(Item(face: face, range: covered, shaped: nil))
                }
                next += Self.runs(of: stretch.filter { lacking.contains($0) })
            }
            stretches = next
        }
        return stretches
    }

    /// The character whose UTF-8 bytes include `offset`.
    func character(atUTF8Offset offset: Int) -> Character? {
        spanIndex(atUTF8Offset: offset).map { spans[$0].character }
    }

    /// The index of the span whose bytes include `offset`, by binary search.
    private func spanIndex(atUTF8Offset offset: Int) -> Int? {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].range.upperBound <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < spans.count && spans[low].range.contains(offset) ? low : nil
    }

    /// Ascending `indices` grouped into runs of consecutive values.
    private static func runs(of indices: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in indices {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<index + 1
            } else {
                runs.append(index..<index + 1)
            }
        }
        return runs
    }
}
