import XCTest

@testable import Typography

final class SymbolTableTests: XCTestCase {
    func testEveryEntryNamesOneGlyphOfTheIconFont() throws {
        let face = try FontLibrary.shared.face(
            fileName: FontLibrary.symbolFontFileName, size: 24, package: FontLibrary.symbolFontPackage)
        var broken: [String] = []
        for (symbol, icon) in SymbolTable.materialIcons.sorted(by: { $0.key < $1.key }) {
            let utf8 = Array(icon.utf8)
            let glyphs = face.shapeItem(utf8, range: 0..<utf8.count).glyphs
            if glyphs.count != 1 || glyphs[0].id == 0 || face.path(forGlyph: glyphs[0].id).isEmpty {
                broken.append("\(symbol) → \(icon)")
            }
        }
        XCTAssertEqual(broken, [])
    }

    func testCoversTheSeedsAndTheCommonSymbols() {
        let common = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark",
            "heart", "heart.fill", "star", "star.fill", "gear", "person", "person.fill", "trash",
            "square.and.arrow.up", "ellipsis", "play", "play.fill", "pause", "pause.fill", "stop", "stop.fill",
            "camera", "photo", "calendar", "clock", "lock", "lock.fill", "magnifyingglass", "bookmark", "paperplane",
            "info.circle", "exclamationmark.triangle", "gearshape", "folder", "doc", "cart", "globe",
        ]
        let missing = (FontLibrarySymbolsTests.seedSymbols + common).filter { SymbolTable.materialIcons[$0] == nil }
        XCTAssertEqual(missing, [])
        XCTAssertGreaterThanOrEqual(SymbolTable.materialIcons.count, 100 + FontLibrarySymbolsTests.seedSymbols.count)
    }
}
