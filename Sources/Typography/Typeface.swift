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
    /// The HarfBuzz font, scaled to font units (scale = unitsPerEm).
    let shapingFont: OpaquePointer

    private let blob: OpaquePointer
    private let shapingFace: OpaquePointer
    private let lock = NSLock()
    // Each typeface owns its FreeType library: FT_New_Face/FT_Done_Face on a shared library would
    // need a second, library-wide lock, and a handful of fonts makes the extra memory negligible.
    private let library: FT_Library  // guarded by `lock`
    private let face: FT_Face  // guarded by `lock`
    private var outlines: [OutlineKey: Path] = [:]  // guarded by `lock`; font units, y down

    /// A cached outline: a glyph, emboldened by a whole number of font units (0: as designed).
    private struct OutlineKey: Hashable {
        var glyph: UInt32
        var emboldening: Int
    }

    /// Opens the font file at `path` (its first face).
    /// - Throws: `FontError` when the file cannot be read or holds no scalable font.
    init(path: String) throws {
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
            library, UnsafeRawPointer(bytes).assumingMemoryBound(to: FT_Byte.self), FT_Long(length), 0,
            &face)
        guard openError == 0, let face else {
            throw FontError.unreadable(path, reason: Typeface.describe(freeTypeError: openError))
        }
        let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        guard isScalable, face.pointee.units_per_EM > 0 else {
            throw FontError.unreadable(path, reason: "the font has no scalable outlines")
        }

        let unitsPerEm = Double(face.pointee.units_per_EM)
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

        let shapingFace = hb_face_create(blob, 0)
        let shapingFont = hb_font_create(shapingFace)
        guard let shapingFace, let shapingFont else {
            hb_font_destroy(shapingFont)
            hb_face_destroy(shapingFace)
            throw FontError.unreadable(path, reason: "HarfBuzz cannot open the font")
        }
        hb_ot_font_set_funcs(shapingFont)
        let scale = Int32(face.pointee.units_per_EM)
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
