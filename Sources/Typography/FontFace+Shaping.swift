import CHarfBuzz
import Geometry

extension FontFace {
    /// Shapes `text` as one left-to-right line with the font's default features (kerning,
    /// ligatures, contextual alternates), the same at every size.
    ///
    /// Characters the font lacks come out as glyph 0 (the font's "missing" glyph).
    public func shape(_ text: String) -> GlyphRun {
        let bytes = Array(text.utf8)
        // HarfBuzz counts in Int32; text beyond 2 GiB is cut off rather than trapping.
        let count = Int32(clamping: bytes.count)
        guard count > 0, let buffer = hb_buffer_create() else { return GlyphRun() }
        defer { hb_buffer_destroy(buffer) }

        bytes.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, count, 0, count)
            }
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        // A fixed language keeps results independent of the process locale, which HarfBuzz would
        // otherwise consult.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(typeface.shapingFont, buffer, nil, 0)

        let length = Int(hb_buffer_get_length(buffer))
        guard length > 0, let infos = hb_buffer_get_glyph_infos(buffer, nil),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return GlyphRun() }

        // The HarfBuzz font is scaled to font units, so positions are exact design units; scale
        // once here.
        var glyphs: [GlyphRun.Glyph] = []
        glyphs.reserveCapacity(length)
        var penX = 0
        var penY = 0
        for index in 0..<length {
            let info = infos[index]
            let position = positions[index]
            let x = Double(penX + Int(position.x_offset)) * scale
            let y = -Double(penY + Int(position.y_offset)) * scale
            glyphs.append(
                GlyphRun.Glyph(id: info.codepoint, position: Point(x: x, y: y), cluster: Int(info.cluster)))
            penX += Int(position.x_advance)
            penY += Int(position.y_advance)
        }
        return GlyphRun(glyphs: glyphs, advance: Double(penX) * scale)
    }
}
