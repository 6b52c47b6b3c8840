import CHarfBuzz
import Geometry
import XCTest

@testable import Typography

final class FontFaceTests: XCTestCase {
    let interDirectory = "/usr/share/fonts/opentype/inter"

    func testMetricsAreHorizontalHeaderScaledToSize() throws {
        // A file's own face (the system font has San Francisco's metrics instead, see
        // `SanFranciscoMetricsTests`).
        for (size, fileName) in [(17.0, "Inter-Regular.otf"), (34.0, "InterDisplay-Regular.otf")] {
            let face = try FontLibrary.shared.face(fileName: fileName, size: size, package: nil)
            XCTAssertEqual(face.fileName, fileName)
            let file = try OpenTypeMetrics(contentsOf: "\(interDirectory)/\(fileName)")
            let scale = size / Double(file.unitsPerEm)
            XCTAssertEqual(face.size, size)
            XCTAssertEqual(face.ascent, Double(file.ascender) * scale, accuracy: 1e-12)
            XCTAssertEqual(face.descent, -Double(file.descender) * scale, accuracy: 1e-12)
            XCTAssertEqual(face.lineGap, Double(file.lineGap) * scale, accuracy: 1e-12)
            XCTAssertEqual(face.lineHeight, face.ascent + face.descent + face.lineGap, accuracy: 1e-12)
            // Plausible for a Latin text face: ascent about 0.97 em, descent about 0.24 em.
            XCTAssertGreaterThan(face.ascent, 0.9 * size)
            XCTAssertGreaterThan(face.descent, 0.2 * size)
        }
    }

    func testGlyphOfOHasTwoClosedContoursInsideItsBox() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("o")
        XCTAssertEqual(run.glyphs.count, 1)
        let path = face.path(forGlyph: run.glyphs[0].id)

        var subpaths = 0
        var open = false
        for element in path.elements {
            switch element {
            case .move:
                XCTAssertFalse(open, "a subpath was left open")
                subpaths += 1
                open = true
            case .closeSubpath: open = false
            case .line, .quadCurve, .curve: XCTAssertTrue(open, "a segment outside a subpath")
            }
        }
        XCTAssertFalse(open, "the last subpath was left open")
        XCTAssertEqual(subpaths, 2)

        let bounds = path.controlPointBounds
        XCTAssertGreaterThanOrEqual(bounds.minX, 0)
        XCTAssertLessThanOrEqual(bounds.maxX, run.advance)
        XCTAssertGreaterThanOrEqual(bounds.minY, -face.ascent)
        XCTAssertLessThanOrEqual(bounds.maxY, face.descent)
        // An x-height letter: above the baseline (y up is negative), about half an em tall.
        XCTAssertLessThan(bounds.minY, -0.4 * face.size)
        XCTAssertGreaterThan(bounds.maxY, -0.05 * face.size)
        XCTAssertLessThan(bounds.maxY, 0.05 * face.size)
    }

    func testOutlineBoundsMatchHarfBuzzInkExtents() throws {
        // HarfBuzz decodes the outlines itself (not through FreeType), so it is an independent
        // reference. Inter puts on-curve points at every extreme, so control-point bounds are the
        // ink bounds.
        // Files' own faces: the system font's are widened at heavy weights (`SanFranciscoMetrics`).
        for (size, fileName) in [(17.0, "Inter-Regular.otf"), (40.0, "InterDisplay-ExtraBold.otf")] {
            let face = try FontLibrary.shared.face(fileName: fileName, size: size, package: nil)
            let reference = try HarfBuzzReference(path: "\(interDirectory)/\(face.fileName)")
            for glyph in face.shape("oHgQ&@a8").glyphs {
                let extents = try XCTUnwrap(reference.inkExtents(glyph: glyph.id), "glyph \(glyph.id)")
                let scale = size / reference.unitsPerEm
                let bounds = face.path(forGlyph: glyph.id).controlPointBounds
                let message = "glyph \(glyph.id) of \(face.fileName)"
                XCTAssertEqual(bounds.minX, extents.minX * scale, accuracy: 1e-9, message)
                XCTAssertEqual(bounds.maxX, extents.maxX * scale, accuracy: 1e-9, message)
                XCTAssertEqual(bounds.minY, -extents.maxY * scale, accuracy: 1e-9, message)
                XCTAssertEqual(bounds.maxY, -extents.minY * scale, accuracy: 1e-9, message)
            }
        }
    }

    func testOutlinesScaleExactlyWithSize() throws {
        let small = try FontLibrary.shared.systemFont(size: 8.5, weight: 700)
        let large = try FontLibrary.shared.systemFont(size: 17, weight: 700)
        XCTAssertEqual(small.fileName, large.fileName)
        let glyph = try XCTUnwrap(large.shape("g").glyphs.first).id
        XCTAssertEqual(
            small.path(forGlyph: glyph).applying(.scale(x: 2, y: 2)), large.path(forGlyph: glyph))
        XCTAssertFalse(large.path(forGlyph: glyph).isEmpty)
    }

    func testBlankAndUnknownGlyphsHaveEmptyOutlines() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let space = try XCTUnwrap(face.shape(" ").glyphs.first)
        XCTAssertTrue(face.path(forGlyph: space.id).isEmpty)
        XCTAssertTrue(face.path(forGlyph: 1_000_000).isEmpty)
        XCTAssertTrue(face.path(forGlyph: .max).isEmpty)
    }

    func testOtherFontFilesLoad() throws {
        let library = FontLibrary()
        let nanum = try library.face(fileName: "NanumGothic.ttf", size: 17, package: "fonts-nanum")
        let run = nanum.shape("한글")
        XCTAssertEqual(run.glyphs.count, 2)
        XCTAssertFalse(run.glyphs.contains { $0.id == 0 })
        // TrueType outlines (quadratic) come through as closed quadratic curves.
        let path = run.path(font: nanum, origin: .zero)
        XCTAssertTrue(path.elements.contains { if case .quadCurve = $0 { true } else { false } })
    }
}

/// A HarfBuzz font opened straight from a file, independent of `Typography`.
private final class HarfBuzzReference {
    private let font: OpaquePointer
    let unitsPerEm: Double

    struct OpenError: Error {}

    init(path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw OpenError() }
        let face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        guard let font = hb_font_create(face) else { throw OpenError() }
        hb_face_destroy(face)
        self.font = font
        unitsPerEm = Double(hb_face_get_upem(hb_font_get_face(font)))
    }

    deinit { hb_font_destroy(font) }

    /// The glyph's ink box in font units, y up.
    func inkExtents(glyph: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        let minX = Double(extents.x_bearing)
        let maxY = Double(extents.y_bearing)
        return (minX, maxY + Double(extents.height), minX + Double(extents.width), maxY)
    }
}
