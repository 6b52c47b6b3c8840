import Foundation
import Geometry

@_implementationOnly import CFreeType
@_implementationOnly import CHarfBuzz

/// One opened font file, independent of size: FreeType reads its outlines, HarfBuzz shapes with
/// it, both from the same memory-mapped bytes. Every `FontFace` of this file shares it, so glyph
/// outlines are decoded once per file whatever sizes are used.
///
/// Thread safety: FreeType faces are not thread-safe, so every FreeType call (and the outline
/// cache) is behind `lock`. The HarfBuzz font uses HarfBuzz's own OpenType functions, not
/// FreeType's, and is never changed after `init`, so shaping needs no lock.
final class Typeface: @unchecked Sendable {
    /// The file's full path.
    let path: String
    /// The file's name without its directory, e.g. "Inter-Regular.otf".
    let fileName: String
    /// Design units per em (head table); outlines and shaping results are in these units.
    let unitsPerEm: Double
    /// hhea ascender in font units, positive above the baseline.
    let ascender: Double
    /// hhea descender in font units, negative below the baseline.
    let descender: Double
    /// hhea line gap in font units.
    let lineGap: Double
    /// The height of capital letters in font units (OS/2 sCapHeight; 0.7 em where the table has
    /// none, the usual proportion).
    let capHeight: Double
    /// The HarfBuzz font, scaled to font units (scale = unitsPerEm).
    let shapingFont: OpaquePointer
    /// For a colour bitmap font (CBDT/sbix, e.g. Noto Color Emoji): the index of its largest
    /// bitmap size, which colour glyphs are read at and scaled from; nil for outline fonts.
    let colorStrike: Int?
    /// The pixels per em of `colorStrike`.
    let colorStrikePixelsPerEm: Double

    private let blob: OpaquePointer
    private let shapingFace: OpaquePointer
    private let lock = NSLock()
    // Each typeface owns its FreeType library: FT_New_Face/FT_Done_Face on a shared library would
    // need a second, library-wide lock, and a handful of fonts makes the extra memory negligible.
    private let library: FT_Library  // guarded by `lock`
    private let face: FT_Face  // guarded by `lock`
    private var outlines: [OutlineKey: Path] = [:]  // guarded by `lock`; font units, y down
    private var bitmaps: [UInt32: StrikeBitmap?] = [:]  // guarded by `lock`

    /// A colour glyph's bitmap at `colorStrike`, placed from the glyph origin in strike pixels:
    /// `left` right of it, `top` above the baseline.
    struct StrikeBitmap {
        var bitmap: GlyphBitmap
        var left: Double
        var top: Double
    }

    /// A cached outline: a glyph, emboldened by a whole number of font units (0: as designed).
    private struct OutlineKey: Hashable {
        var glyph: UInt32
        var emboldening: Int
    }

    /// Opens face `index` of the font file at `path` (the first of a single font's file).
    /// - Throws: `FontError` when the file cannot be read or holds neither a scalable font nor
    ///   colour bitmaps.
    init(path: String, index: Int = 0) throws {
        self.path = path
        self.fileName = (path as NSString).lastPathComponent

        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError.unreadable(path, reason: "cannot open the file")
        }
        var library: FT_Library?
        var face: FT_Face?
        var succeeded = false
        defer {
            if !succeeded {
                if let face { FT_Done_Face(face) }
                if let library { FT_Done_FreeType(library) }
                hb_blob_destroy(blob)
            }
        }

        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw FontError.unreadable(path, reason: Typeface.describe(freeTypeError: initError))
        }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else {
            throw FontError.unreadable(path, reason: "the file is empty")
        }
        let openError = FT_New_Memory_Face(
            library, UnsafeRawPointer(bytes).assumingMemoryBound(to: FT_Byte.self), FT_Long(length), FT_Long(index),
            &face)
        guard openError == 0, let face else {
            throw FontError.unreadable(path, reason: Typeface.describe(freeTypeError: openError))
        }
        let shapingFace = hb_face_create(blob, UInt32(index))
        defer { if !succeeded { hb_face_destroy(shapingFace) } }
        let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let hasColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        let strikes = Int(face.pointee.num_fixed_sizes)
        // FreeType gives a bitmap-only font no em; its head table (read by HarfBuzz) has one.
        let upem = isScalable ? Double(face.pointee.units_per_EM) : Double(hb_face_get_upem(shapingFace))
        if isScalable || !hasColor || strikes == 0 {
            colorStrike = nil
            colorStrikePixelsPerEm = 0
        } else if let sizes = face.pointee.available_sizes {
            let largest = (0..<strikes).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
            colorStrike = largest
            colorStrikePixelsPerEm = Double(sizes[largest].y_ppem) / 64
        } else {
            colorStrike = nil
            colorStrikePixelsPerEm = 0
        }
        guard isScalable || colorStrike != nil, upem > 0, colorStrike == nil || colorStrikePixelsPerEm > 0 else {
            throw FontError.unreadable(path, reason: "the font has neither scalable outlines nor colour bitmaps")
        }

        let unitsPerEm = upem
        self.unitsPerEm = unitsPerEm
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Double(hhea.Ascender)
            descender = Double(hhea.Descender)
            lineGap = Double(hhea.Line_Gap)
        } else {
            // Not an SFNT font (e.g. Type 1): FreeType's own vertical metrics are the nearest match.
            ascender = Double(face.pointee.ascender)
            descender = Double(face.pointee.descender)
            lineGap = max(0, Double(face.pointee.height) - ascender + descender)
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2),
            case let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee, os2.version >= 2, os2.sCapHeight > 0
        {
            capHeight = Double(os2.sCapHeight)
        } else {
            capHeight = 0.7 * unitsPerEm
        }

        let shapingFont = hb_font_create(shapingFace)
        guard let shapingFace, let shapingFont else {
            hb_font_destroy(shapingFont)
            throw FontError.unreadable(path, reason: "HarfBuzz cannot open the font")
        }
        hb_ot_font_set_funcs(shapingFont)
        let scale = Int32(unitsPerEm)
        hb_font_set_scale(shapingFont, scale, scale)
        hb_font_make_immutable(shapingFont)

        self.blob = blob
        self.library = library
        self.face = face
        self.shapingFace = shapingFace
        self.shapingFont = shapingFont
        succeeded = true
    }

    deinit {
        hb_font_destroy(shapingFont)
        hb_face_destroy(shapingFace)
        lock.withLock {
            _ = FT_Done_Face(face)
            _ = FT_Done_FreeType(library)
        }
        // Last: the FreeType face read from these bytes.
        hb_blob_destroy(blob)
    }

    /// The outline of `glyph` in font units, y down, origin on the baseline; empty for a glyph
    /// without an outline (a space) or an id the font does not have.
    ///
    /// A non-zero `emboldening` (font units, rounded to an even number) makes every stroke that
    /// much wider, or thinner when negative, keeping each contour centred where it was.
    func outline(glyph: UInt32, emboldening: Double = 0) -> Path {
        // FreeType moves each side by half the strength in whole units: an even strength is exact.
        let half = emboldening.isFinite ? (min(max(emboldening, -1e6), 1e6) / 2).rounded() : 0
        let strength = Int(half) * 2
        let key = OutlineKey(glyph: glyph, emboldening: strength)
        return lock.withLock {
            if let cached = outlines[key] { return cached }
            let path = loadOutline(glyph: glyph, emboldening: strength)
            outlines[key] = path
            return path
        }
    }

    /// The glyph the font names `name` (in its post table, as webfonts of icons name theirs), or
    /// nil when it has no glyph of that name.
    func glyph(named name: String) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        let found = name.withCString { hb_font_get_glyph_from_name(shapingFont, $0, -1, &glyph) }
        return found != 0 && glyph != 0 ? glyph : nil
    }

    /// The colour bitmap of `glyph` at the font's largest bitmap size; nil for outline fonts and
    /// for glyphs without a colour bitmap.
    func colorBitmap(glyph: UInt32) -> StrikeBitmap? {
        guard let strike = colorStrike else { return nil }
        return lock.withLock {
            if let cached = bitmaps[glyph] { return cached }
            let bitmap = loadColorBitmap(glyph: glyph, strike: strike)
            bitmaps[glyph] = bitmap
            return bitmap
        }
    }

    /// Reads one glyph's colour bitmap from FreeType (premultiplied BGRA, turned into RGBA); the
    /// caller holds `lock`.
    private func loadColorBitmap(glyph: UInt32, strike: Int) -> StrikeBitmap? {
        guard FT_Long(glyph) < face.pointee.num_glyphs, FT_Select_Size(face, Int32(strike)) == 0,
            FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        let source = slot.pointee.bitmap
        let width = Int(source.width)
        let height = Int(source.rows)
        let pitch = Int(source.pitch)
        guard source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
            abs(pitch) >= width * 4, let buffer = source.buffer
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            // A negative pitch stores rows bottom to top, from the buffer's last row.
            let start = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width {
                let from = start + column * 4
                let to = (row * width + column) * 4
                pixels[to] = buffer[from + 2]
                pixels[to + 1] = buffer[from + 1]
                pixels[to + 2] = buffer[from]
                pixels[to + 3] = buffer[from + 3]
            }
        }
        return StrikeBitmap(
            bitmap: GlyphBitmap(width: width, height: height, pixels: pixels), left: Double(slot.pointee.bitmap_left),
            top: Double(slot.pointee.bitmap_top))
    }

    /// Reads one glyph's outline from FreeType; the caller holds `lock`.
    private func loadOutline(glyph: UInt32, emboldening: Int) -> Path {
        guard FT_Long(glyph) < face.pointee.num_glyphs else { return Path() }
        // Unscaled and unhinted: exact design outlines, the same at every size.
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_IGNORE_TRANSFORM
        guard FT_Load_Glyph(face, glyph, Int32(flags)) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        guard emboldening != 0 else { return GlyphOutlineBuilder.path(from: &slot.pointee.outline) }
        // FreeType widens each stroke by the full strength but keeps the left and bottom edges
        // still, so the outline also moves by half the strength right and up; move it back.
        let strength = FT_Pos(emboldening)
        guard FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength) == 0 else { return Path() }
        let half = Double(emboldening) / 2
        return GlyphOutlineBuilder.path(from: &slot.pointee.outline).applying(.translation(x: -half, y: half))
    }

    /// A readable reason for a FreeType error code.
    private static func describe(freeTypeError code: FT_Error) -> String {
        if let text = FT_Error_String(code) { return String(cString: text) }
        switch code {
        case 0x01: return "cannot open the file"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        default: return "FreeType error \(code)"
        }
    }
}
