import Geometry

extension TextLayout {
    /// A stretch of text in one style: its face, tracking and figures, and how far its glyphs
    /// are raised.
    public struct StyledRun: Sendable, Equatable {
        public var text: String
        public var font: FontFace
        /// Tracking and figures (its line spacing and truncation are the layout's).
        public var options: TextOptions
        /// Points the glyphs are raised above the line's baseline (negative: lowered).
        public var baselineOffset: Double
        /// The box of an image set in the text like a glyph (nil for characters): each
        /// `objectReplacement` character of `text` takes its width and reaches its ascent above
        /// the baseline and its descent below; the layout draws nothing for it.
        public var attachment: Attachment?

        public init(
            _ text: String, font: FontFace, options: TextOptions = TextOptions(), baselineOffset: Double = 0,
            attachment: Attachment? = nil
        ) {
            self.text = text
            self.font = font
            self.options = options
            self.baselineOffset = baselineOffset
            self.attachment = attachment
        }

        public static func == (a: StyledRun, b: StyledRun) -> Bool {
            a.text == b.text && a.font.isSameFont(as: b.font) && a.options == b.options
                && a.baselineOffset == b.baselineOffset && a.attachment == b.attachment
        }

        /// `text` shaped in this run's style: an attachment's replacement characters as boxes of
        /// its size (first), the rest (an ellipsis added by truncation) in the run's face.
        func shape(_ text: String) -> GlyphRun {
            guard let attachment else { return font.shape(text, options: options) }
            let boxes = text.filter { $0 == TextLayout.objectReplacement }.count
            var run = font.shape(String(text.filter { $0 != TextLayout.objectReplacement }), options: options)
            let width = Double(boxes) * attachment.width
            for index in run.glyphs.indices { run.glyphs[index].position.x += width }
            run.advance += width
            if boxes > 0 {
                run.ascent = run.glyphs.isEmpty ? attachment.ascent : max(run.ascent, attachment.ascent)
                run.descent = run.glyphs.isEmpty ? attachment.descent : max(run.descent, attachment.descent)
            }
            return run
        }

        /// Each of `characters`' advance in this run's style.
        func advances(_ characters: [Character]) -> [Double] {
            guard let attachment else {
                return TextLayout.characterAdvances(characters, font.shape(String(characters), options: options))
            }
            return characters.map {
                $0 == TextLayout.objectReplacement ? attachment.width : font.shape(String($0), options: options).advance
            }
        }
    }

    /// The character that holds an attachment's place in a run's text (U+FFFC OBJECT
    /// REPLACEMENT CHARACTER, as TextKit's attachments).
    public static let objectReplacement: Character = "\u{FFFC}"

    /// The box of an image set in a line of text: its width, and how far it reaches above and
    /// below the baseline.
    public struct Attachment: Sendable, Hashable {
        public var width: Double
        public var ascent: Double
        public var descent: Double

        public init(width: Double, ascent: Double, descent: Double) {
            self.width = width.isFinite ? max(0, width) : 0
            self.ascent = ascent.isFinite ? ascent : 0
            self.descent = descent.isFinite ? descent : 0
        }
    }

    /// Lays out text in styled runs as one text: lines break across runs as in text of one
    /// style (the widths of each run's own shaping), each line's stretches in one run are
    /// shaped with that run's face, side by side, and the line is as tall as its tallest
    /// stretch, its baseline shared: below the top by the largest line gap / 2 + ascent of its
    /// stretches (a raised stretch's ascent grows by its offset, a lowered one's descent),
    /// as TextKit sets mixed sizes on one line. `lineLimit` and `truncation` truncate as in
    /// text of one style, the "…" in the style of the character before it. Each line's
    /// `pieces` name the run of each stretch. Kerning does not cross runs.
    public init(
        runs: [StyledRun], maxWidth: Double? = nil, alignment: Alignment = .leading, lineLimit: Int? = nil,
        lineSpacing: Double = 0, truncation: TextOptions.Truncation = .tail
    ) {
        let width = maxWidth.flatMap { $0.isNaN || $0 == .infinity ? nil : max(0, $0) }
        let limit = lineLimit.map { max(1, $0) }
        // Every character with the run it belongs to; a run's characters never merge with the
        // next run's.
        var characters: [Character] = []
        var owners: [Int] = []
        for (index, run) in runs.enumerated() {
            for character in run.text {
                characters.append(character)
                owners.append(index)
            }
        }
        guard !characters.isEmpty, let firstRun = runs.first else { return }

        /// The characters `range` in stretches of one run each (with an ellipsis of
        /// `ellipsisOwner`'s before the character `ellipsisAt`, or after the range).
        func stretches(_ range: Range<Int>, ellipsisAt: Int? = nil, ellipsisOwner: Int = 0) -> [(Int, String)] {
            var pieces: [(Int, String)] = []
            func append(_ owner: Int, _ text: String) {
                if let last = pieces.last, last.0 == owner {
                    pieces[pieces.count - 1].1 += text
                } else {
                    pieces.append((owner, text))
                }
            }
            for index in range {
                if index == ellipsisAt { append(ellipsisOwner, Self.ellipsis) }
                append(owners[index], String(characters[index]))
            }
            if let ellipsisAt, ellipsisAt >= range.upperBound { append(ellipsisOwner, Self.ellipsis) }
            return pieces
        }

        var lineTexts: [[(Int, String)]] = []
        // Paragraphs: the characters between line separators.
        var paragraphs: [(range: Range<Int>, owner: Int)] = []
        var start = 0
        for index in characters.indices where characters[index].isNewline {
            paragraphs.append((start..<index, owners[index]))
            start = index + 1
        }
        paragraphs.append((start..<characters.count, owners[characters.count - 1]))

        paragraphs: for (number, paragraph) in paragraphs.enumerated() {
            let base = paragraph.range.lowerBound
            let paragraphCharacters = Array(characters[paragraph.range])
            // Each character's advance, from its run's stretch shaped whole.
            var advances: [Double] = []
            advances.reserveCapacity(paragraphCharacters.count)
            var stretchStart = paragraph.range.lowerBound
            while stretchStart < paragraph.range.upperBound {
                var stretchEnd = stretchStart + 1
                while stretchEnd < paragraph.range.upperBound, owners[stretchEnd] == owners[stretchStart] {
                    stretchEnd += 1
                }
                let run = runs[owners[stretchStart]]
                let stretch = Array(characters[stretchStart..<stretchEnd])
                if run.attachment != nil {
                    advances += run.advances(stretch)
                    stretchStart = stretchEnd
                    continue
                }
                let shaped = run.font.shape(String(stretch), options: run.options)
                for character in shaped.missingCharacters where !missingCharacters.contains(character) {
                    missingCharacters.append(character)
                }
                advances += Self.characterAdvances(stretch, shaped)
                stretchStart = stretchEnd
            }
            let breaker = LineBreaker(characters: paragraphCharacters, advances: advances, maxWidth: width)
            let isLastParagraph = number == paragraphs.count - 1
            if paragraphCharacters.isEmpty {
                // An empty line, as tall as the run of its line break.
                if let limit, lineTexts.count == limit - 1, !isLastParagraph {
                    lineTexts.append([(paragraph.owner, Self.ellipsis)])
                    isTruncated = true
                    break paragraphs
                }
                lineTexts.append([(paragraph.owner, "")])
                continue
            }
            var lineStart = 0
            repeat {
                var end = breaker.lineEnd(from: lineStart)
                if let limit, lineTexts.count == limit - 1, end < paragraphCharacters.count || !isLastParagraph {
                    let before = owners[base + max(lineStart, min(end, paragraphCharacters.count) - 1)]
                    let ellipsisWidth = runs[before].shape(Self.ellipsis).advance
                    if limit == 1, isLastParagraph, truncation != .tail,
                        let (head, tail) = breaker.truncatedEnds(
                            ellipsisWidth: ellipsisWidth, middle: truncation == .middle)
                    {
                        let owner = owners[base + min(max(head - 1, 0), paragraphCharacters.count - 1)]
                        let shown = Array(0..<head) + Array(tail..<paragraphCharacters.count)
                        var pieces: [(Int, String)] = []
                        for (offset, index) in shown.enumerated() {
                            if offset == head { pieces.append((owner, Self.ellipsis)) }
                            let piece = (owners[base + index], String(paragraphCharacters[index]))
                            if let last = pieces.last, last.0 == piece.0 {
                                pieces[pieces.count - 1].1 += piece.1
                            } else {
                                pieces.append(piece)
                            }
                        }
                        if shown.count == head { pieces.append((owner, Self.ellipsis)) }
                        lineTexts.append(pieces)
                    } else {
                        end = breaker.truncatedEnd(from: lineStart, ellipsisWidth: ellipsisWidth)
                        let owner = end > lineStart ? owners[base + end - 1] : before
                        lineTexts.append(
                            stretches((base + lineStart)..<(base + end), ellipsisAt: base + end, ellipsisOwner: owner))
                    }
                    isTruncated = true
                    break paragraphs
                }
                let visible = width == nil ? end : breaker.shownEnd(from: lineStart, to: end)
                if visible == lineStart {
                    lineTexts.append([(owners[base + lineStart], "")])
                } else {
                    lineTexts.append(stretches((base + lineStart)..<(base + visible)))
                }
                lineStart = end
            } while lineStart < paragraphCharacters.count
        }

        // Each line shaped, stretch by stretch, into one run of glyphs and its pieces.
        var shapedLines: [(text: String, run: GlyphRun, pieces: [Piece])] = []
        for texts in lineTexts {
            var line = GlyphRun()
            var pieces: [Piece] = []
            var ascent = 0.0
            var descent = 0.0
            var lineGap = 0.0
            var text = ""
            for (owner, pieceText) in texts {
                let run = runs[owner]
                var glyphs = run.shape(pieceText)
                let raise = run.baselineOffset
                if raise != 0 {
                    for index in glyphs.glyphs.indices { glyphs.glyphs[index].position.y -= raise }
                }
                ascent = max(ascent, glyphs.ascent + max(0, raise))
                descent = max(descent, glyphs.descent - min(0, raise))
                lineGap = max(lineGap, glyphs.lineGap)
                for var glyph in glyphs.glyphs {
                    glyph.position.x += line.advance
                    glyph.cluster += text.utf8.count
                    line.glyphs.append(glyph)
                }
                pieces.append(Piece(run: owner, glyphs: glyphs, x: line.advance, fontSize: run.font.size))
                line.advance += glyphs.advance
                text += pieceText
            }
            if texts.isEmpty {
                ascent = firstRun.font.ascent
                descent = firstRun.font.descent
                lineGap = firstRun.font.lineGap
            }
            line.ascent = ascent
            line.descent = descent
            line.lineGap = lineGap
            shapedLines.append((text, line, pieces))
        }

        let layoutWidth = shapedLines.map(\.run.advance).max() ?? 0
        var top = 0.0
        for (index, shaped) in shapedLines.enumerated() {
            if index > 0 { top += lineSpacing }
            let run = shaped.run
            let x =
                switch alignment {
                case .leading: 0.0
                case .center: (layoutWidth - run.advance) / 2
                case .trailing: layoutWidth - run.advance
                }
            let origin = Point(x: x, y: top + run.lineGap / 2 + run.ascent)
            lines.append(Line(text: shaped.text, run: run, origin: origin, pieces: shaped.pieces))
            path.addPath(run.path(origin: origin))
            colorGlyphs += run.colorGlyphs(origin: origin)
            top += run.lineHeight
        }
        size = Size(width: layoutWidth, height: top)
    }
}
