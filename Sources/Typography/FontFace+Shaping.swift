import Geometry

@_implementationOnly import CHarfBuzz

extension FontFace {
    /// Shapes `text` as one left-to-right line with the font's default features (kerning,
    /// ligatures, contextual alternates), the same at every size.
    ///
    /// Characters this face lacks are shaped with its fallback faces, the first that has them
    /// (for the system font, Nanum Gothic: Hangul, kana, common Hanja); each glyph names its face.
    /// Characters no face has are dropped (no glyph, no advance) and listed in the run's
    /// `missingCharacters`, so they are never drawn as an empty box unnoticed. Control characters
    /// (line breaks, tabs) draw nothing and are not reported; `TextLayout` breaks lines at them.
    /// The run's ascent, descent and line gap are the largest of this face and the faces used.
    ///
    /// `options` adds its tracking after every glyph (its advance included, so line breaking
    /// counts it), on top of the face's own (`FaceAdjustment.tracking`, which fallback faces do
    /// not share), and switches on tabular figures.
    ///
    /// The face's side bearings per character (`FaceAdjustment.spacing`) come last: a glyph is
    /// moved by its left bearing and its advance grows by both, so a glyph's position is the end of
    /// the one before plus its own left bearing. Tabular figures all take the table's common room.
    public func shape(_ text: String, options: TextOptions = TextOptions()) -> GlyphRun {
        let utf8 = Array(text.utf8)
        let itemization = Itemization(text, utf8: utf8, chain: [self] + fallbacks)
        var glyphs: [GlyphRun.Glyph] = []
        var missing = itemization.missing
        var usedFaces: [FontFace] = [self]
        var pen = 0.0
        for item in itemization.items {
            let glyphsBefore = glyphs.count
            // The itemization shaped with the default features; other figures are shaped again.
            let shaped =
                (options.tabularFigures ? nil : item.shaped)
                ?? item.face.shapeItem(utf8, range: item.range, tabularFigures: options.tabularFigures)
            var trackedAdvance = shaped.advance
            // The face's own tracking (San Francisco's, for the system font) and the text's.
            let tracking = options.tracking + item.face.adjustment.tracking
            // The face's side bearings per character (SF's room glyph by glyph), in points so far.
            let spacing = item.face.adjustment.spacing
            var spaced = 0.0
            for var glyph in shaped.glyphs {
                // A glyph 0 the itemization did not foresee (a cluster spanning characters) is
                // reported rather than drawn as the font's empty box.
                if glyph.id == 0 {
                    if let character = itemization.character(atUTF8Offset: glyph.cluster),
                        !missing.contains(character)
                    {
                        missing.append(character)
                    }
                    continue
                }
                glyph.position.x += pen + tracking * Double(glyphs.count - glyphsBefore) + spaced
                glyph.advance += tracking
                trackedAdvance += tracking
                if !spacing.isEmpty, let scalar = Self.scalar(in: utf8, at: glyph.cluster) {
                    // Tabular figures keep one width: every digit takes the table's common room.
                    let bearings =
                        options.tabularFigures && ("0"..."9").contains(scalar)
                        ? spacing.other : spacing.bearings(for: scalar)
                    let left = bearings.left * item.face.size
                    let room = left + bearings.right * item.face.size
                    glyph.position.x += left
                    glyph.advance += room
                    trackedAdvance += room
                    spaced += room
                }
                glyphs.append(glyph)
            }
            pen += trackedAdvance
            if !usedFaces.contains(where: { $0 === item.face }) { usedFaces.append(item.face) }
        }
        return GlyphRun(
            glyphs: glyphs, advance: pen, missingCharacters: missing,
            ascent: usedFaces.map(\.ascent).max() ?? ascent,
            descent: usedFaces.map(\.descent).max() ?? descent,
            lineGap: usedFaces.map(\.lineGap).max() ?? lineGap)
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset` in `utf8`; nil when none does
    /// (an offset inside a character or past the end).
    static func scalar(in utf8: [UInt8], at offset: Int) -> Unicode.Scalar? {
        guard offset >= 0, offset < utf8.count else { return nil }
        let lead = utf8[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return Unicode.Scalar(lead)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return nil  // a continuation byte or not UTF-8
        }
        guard offset + length <= utf8.count else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for byte in utf8[(offset + 1)..<(offset + length)] {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// Inter's features switched off to set text as San Francisco does: its contextual
    /// alternates turn "3x4" into "3×4", "->" into "→" and "0x1F" into "0×1F", which SF never
    /// does (only its raised colon between figures is kept, see `colonAlternate`). Kerning and
    /// the standard ligatures stay on, as on iOS.
    static let sanFranciscoFeatures: [hb_feature_t] = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("-calt", -1, &feature)
        return [feature]
    }()

    /// `tnum`: figures of one width.
    static let tabularFigures: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("tnum", -1, &feature)
        return feature
    }()

    /// `calt` on, for one colon's cluster (`start` and `end` set per colon).
    static let colonAlternate: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("calt", -1, &feature)
        return feature
    }()

    /// Glyphs of one item shaped by this face alone, positioned from the item's start.
    struct ShapedItem {
        var glyphs: [GlyphRun.Glyph]
        var advance: Double
    }

    /// Shapes the UTF-8 bytes `range` of `utf8` with this face alone, the bytes around it serving
    /// as context. Clusters are offsets in the whole of `utf8`; characters the face lacks come
    /// out as glyph 0.
    func shapeItem(_ utf8: [UInt8], range: Range<Int>, tabularFigures: Bool = false) -> ShapedItem {
        // HarfBuzz counts in Int32; text beyond 2 GiB is cut off rather than trapping.
        let total = Int32(clamping: utf8.count)
        let start = Int32(clamping: range.lowerBound)
        let length = Int32(clamping: range.upperBound) - start
        guard length > 0, start < total, let buffer = hb_buffer_create() else {
            return ShapedItem(glyphs: [], advance: 0)
        }
        defer { hb_buffer_destroy(buffer) }

        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, total, UInt32(start), min(length, total - start))
            }
        }
        // A fixed language keeps results independent of the process locale, which HarfBuzz would
        // otherwise consult. The direction follows the item's script, as HarfBuzz guesses it:
        // Arabic and Hebrew shape right to left (their glyphs come out in visual order, left to
        // right, clusters falling), everything else left to right.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = tabularFigures ? [Self.tabularFigures] : []
        if typeface.fileName.hasPrefix("Inter") {
            features += Self.sanFranciscoFeatures
            // SF raises a colon between figures ("9:41"), as Inter's alternate for it does: that
            // one alternate is kept, on each colon.
            for offset in range where utf8[offset] == UInt8(ascii: ":") {
                var colon = Self.colonAlternate
                colon.start = UInt32(offset)
                colon.end = UInt32(offset + 1)
                features.append(colon)
            }
        }
        features.withUnsafeBufferPointer { features in
            hb_shape(typeface.shapingFont, buffer, features.baseAddress, UInt32(features.count))
        }

        let count = Int(hb_buffer_get_length(buffer))
        guard count > 0, let infos = hb_buffer_get_glyph_infos(buffer, nil),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return ShapedItem(glyphs: [], advance: 0) }

        // The HarfBuzz font is scaled to font units, so positions are exact design units; scale
        // once here.
        var glyphs: [GlyphRun.Glyph] = []
        glyphs.reserveCapacity(count)
        var penX = 0
        var penY = 0
        for index in 0..<count {
            let info = infos[index]
            let position = positions[index]
            let x = Double(penX + Int(position.x_offset)) * xScale
            let y = -Double(penY + Int(position.y_offset)) * yScale
            glyphs.append(
                GlyphRun.Glyph(
                    id: info.codepoint, position: Point(x: x, y: y), cluster: Int(info.cluster),
                    advance: Double(position.x_advance) * xScale, face: self))
            penX += Int(position.x_advance)
            penY += Int(position.y_advance)
        }
        return ShapedItem(glyphs: glyphs, advance: Double(penX) * xScale)
    }
}
