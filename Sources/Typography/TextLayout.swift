import Geometry

/// Text laid out in lines for a maximum width: where each line breaks, where its baseline sits
/// and the glyphs of all lines as one path. Coordinates are points, y down, origin at the
/// layout's top-left corner.
///
/// - Lines break at "\n" (and the other Unicode line separators) and, when a maximum width is
///   given, where the next word would overflow: after spaces, after hyphens and dashes, and
///   between Han, kana and Hangul characters (UAX #14 in outline). A word wider than the line
///   breaks between characters. With a maximum width, spaces at the end of a line hang: they
///   are dropped from the line and take no width.
/// - Each line is as tall as its font's ascent + descent + line gap (the largest of each over
///   the faces the line uses, fallbacks included), its baseline `lineGap / 2 + ascent` below its
///   top; lines stack without extra spacing.
/// - Past `lineLimit` lines, the last line shown ends in "…" (SwiftUI's tail truncation): as
///   many of its characters as fit before the ellipsis. With head or middle truncation
///   (`TextOptions.truncation`) and a one-line limit on one paragraph, the "…" stands at the
///   start, after as many of the last characters as fit, or in the middle, between as many
///   first characters as fit in half the width and as many last ones as fit in the rest
///   (UIKit's and SwiftUI's rule; with more lines these truncate the tail).
/// - Empty text has no lines and a zero size; "a\n" has two lines, the second empty.
public struct TextLayout: Sendable, Equatable {
    /// How lines narrower than the layout sit in it.
    public enum Alignment: Sendable, Hashable {
        /// Against the left edge.
        case leading
        /// Centred.
        case center
        /// Against the right edge.
        case trailing
    }

    /// The lines, top to bottom.
    public internal(set) var lines: [Line] = []
    /// The layout's size: the widest line's width (or the maximum width when asked to fill it)
    /// by the sum of the line heights.
    public internal(set) var size: Size = .zero
    /// Whether `lineLimit` cut the text short (the last line then ends in "…").
    public internal(set) var isTruncated = false
    /// Characters of the laid-out text that no font has, once each in order of first
    /// appearance; they are not drawn. See `warnings`.
    public internal(set) var missingCharacters: [Character] = []
    /// Every glyph of every line, placed on its baseline.
    public internal(set) var path = Path()
    /// The colour glyphs (emoji) of every line, placed on its baseline; drawn in their own
    /// colours, they are not in `path`.
    public internal(set) var colorGlyphs: [ColorGlyph] = []

    /// Lays out `text` with `font` (and its fallback faces).
    /// - Parameters:
    ///   - maxWidth: the width lines break to fit, in points; nil or infinite for no limit (one
    ///     line per "\n"). Negative widths count as 0: every line then holds one word or, for a
    ///     word that does not fit, one character.
    ///   - alignment: where lines narrower than the layout sit.
    ///   - lineLimit: the most lines shown, nil for no limit; values below 1 count as 1.
    ///   - fillsWidth: whether the layout is `maxWidth` wide (when there is one) rather than as
    ///     wide as its widest line; alignment then places lines within `maxWidth`.
    ///   - options: tracking, line spacing and figures (`TextOptions`).
    public init(
        _ text: String, font: FontFace, maxWidth: Double? = nil, alignment: Alignment = .leading,
        lineLimit: Int? = nil, fillsWidth: Bool = false, options: TextOptions = TextOptions()
    ) {
        let width = maxWidth.flatMap { $0.isNaN || $0 == .infinity ? nil : max(0, $0) }
        let limit = lineLimit.map { max(1, $0) }
        guard !text.isEmpty else { return }

        var runs: [(text: String, run: GlyphRun)] = []
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        paragraphs: for (number, paragraph) in paragraphs.enumerated() {
            let paragraphText = String(paragraph)
            let paragraphRun = font.shape(paragraphText, options: options)
            for character in paragraphRun.missingCharacters where !missingCharacters.contains(character) {
                missingCharacters.append(character)
            }
            let characters = Array(paragraphText)
            let breaker = LineBreaker(
                characters: characters, advances: Self.characterAdvances(characters, paragraphRun),
                maxWidth: width)
            let isLastParagraph = number == paragraphs.count - 1
            var start = 0
            repeat {
                var end = breaker.lineEnd(from: start)
                if let limit, runs.count == limit - 1, end < characters.count || !isLastParagraph {
                    let ellipsisWidth = font.shape(Self.ellipsis, options: options).advance
                    let shown: String
                    if limit == 1, isLastParagraph, options.truncation != .tail,
                        let (head, tail) = breaker.truncatedEnds(
                            ellipsisWidth: ellipsisWidth, middle: options.truncation == .middle)
                    {
                        shown = String(characters[0..<head]) + Self.ellipsis + String(characters[tail...])
                    } else {
                        end = breaker.truncatedEnd(from: start, ellipsisWidth: ellipsisWidth)
                        shown = String(characters[start..<end]) + Self.ellipsis
                    }
                    runs.append((shown, font.shape(shown, options: options)))
                    isTruncated = true
                    break paragraphs
                }
                let visible = width == nil ? end : breaker.shownEnd(from: start, to: end)
                if start == 0, visible == characters.count {
                    runs.append((paragraphText, paragraphRun))  // the paragraph is one line
                } else {
                    let lineText = String(characters[start..<visible])
                    runs.append((lineText, font.shape(lineText, options: options)))
                }
                start = end
            } while start < characters.count
        }

        let layoutWidth =
            if fillsWidth, let width { width } else { runs.map(\.run.advance).max() ?? 0 }
        var top = 0.0
        for (index, (lineText, run)) in runs.enumerated() {
            if index > 0 { top += options.lineSpacing }
            let x =
                switch alignment {
                case .leading: 0.0
                case .center: (layoutWidth - run.advance) / 2
                case .trailing: layoutWidth - run.advance
                }
            let origin = Point(x: x, y: top + run.lineGap / 2 + run.ascent)
            lines.append(Line(text: lineText, run: run, origin: origin))
            path.addPath(run.path(origin: origin))
            colorGlyphs += run.colorGlyphs(origin: origin)
            top += run.lineHeight
        }
        size = Size(width: layoutWidth, height: top)
    }

    /// One message per missing character, as `GlyphRun.warnings` words it.
    public var warnings: [String] {
        missingCharacters.map(GlyphRun.missingCharacterWarning)
    }

    /// What ends a truncated line.
    static let ellipsis = "\u{2026}"

    /// The advance of each of `characters` in `run` (their shaping), in points: the sum of the
    /// advances of the glyphs whose cluster starts in the character. Characters that made no
    /// glyph (missing, control, or inside a ligature's cluster) have 0.
    static func characterAdvances(_ characters: [Character], _ run: GlyphRun) -> [Double] {
        var starts: [Int] = []
        starts.reserveCapacity(characters.count)
        var offset = 0
        for character in characters {
            starts.append(offset)
            offset += character.utf8.count
        }
        var advances = [Double](repeating: 0, count: characters.count)
        // Clusters fall along a right-to-left item (Arabic, Hebrew): each glyph's character is
        // found by binary search, the last character starting at or before its cluster.
        for glyph in run.glyphs {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= glyph.cluster { low = middle + 1 } else { high = middle }
            }
            let index = low - 1
            if index >= 0, index < advances.count { advances[index] += glyph.advance }
        }
        return advances
    }
}
