import XCTest

@testable import Typography

final class SymbolTableTests: XCTestCase {
    func testEveryEntryNamesOneGlyphOfTheIconFont() throws {
        let face = try FontLibrary.shared.face(
            fileName: IconFont.materialIcons.fileName, size: 24, package: IconFont.materialIcons.package)
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

    func testEveryDesignIconNamesAGlyphOfItsFont() throws {
        let font = IconFont.materialDesignIcons
        let face = try FontLibrary.shared.face(fileName: font.fileName, size: 24, package: font.package)
        var broken: [String] = []
        for (symbol, icon) in SymbolTable.designIcons.sorted(by: { $0.key < $1.key }) {
            guard let glyph = face.typeface.glyph(named: icon), !face.path(forGlyph: glyph).isEmpty else {
                broken.append("\(symbol) → \(icon)")
                continue
            }
        }
        XCTAssertEqual(broken, [])
        XCTAssertNil(face.typeface.glyph(named: "no-such-icon"))
        // A name comes from one font only, Material Icons' wherever it has one.
        XCTAssertEqual(Set(SymbolTable.designIcons.keys).intersection(SymbolTable.materialIcons.keys), [])
        XCTAssertEqual(SymbolTable.icon(for: "externaldrive")?.font, .materialDesignIcons)
        XCTAssertEqual(SymbolTable.icon(for: "house")?.font, .materialIcons)
        XCTAssertNil(SymbolTable.icon(for: "calendar.badge.plus"))
    }

    func testEveryCharacterIsOneGlyphOfItsFont() throws {
        let face = try FontLibrary.shared.face(
            fileName: SymbolTable.characterFontFileName, size: 24, package: SymbolTable.characterFontPackage)
        var broken: [String] = []
        for (symbol, character) in SymbolTable.characters.sorted(by: { $0.key < $1.key }) {
            let utf8 = Array(String(character).utf8)
            let glyphs = face.shapeItem(utf8, range: 0..<utf8.count).glyphs
            if glyphs.count != 1 || glyphs[0].id == 0 || face.path(forGlyph: glyphs[0].id).isEmpty {
                broken.append("\(symbol) → U+\(String(character.value, radix: 16, uppercase: true))")
            }
        }
        XCTAssertEqual(broken, [])
        // A name is made one way only.
        XCTAssertEqual(Set(SymbolTable.characters.keys).intersection(SymbolTable.materialIcons.keys), [])
    }

    func testCoversTheSeedsAndTheCommonSymbols() {
        let common = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark",
            "heart", "heart.fill", "star", "star.fill", "gear", "person", "person.fill", "trash",
            "square.and.arrow.up", "ellipsis", "play", "play.fill", "pause", "pause.fill", "stop", "stop.fill",
            "camera", "photo", "calendar", "clock", "lock", "lock.fill", "magnifyingglass", "bookmark", "paperplane",
            "info.circle", "exclamationmark.triangle", "gearshape", "folder", "doc", "cart", "globe",
        ]
        // Names real scene files use (weather, sports, status and device symbols).
        let fromScenes = [
            "snow", "soccerball", "basketball.fill", "baseball", "cloud.bolt.fill", "cloud.snow.fill",
            "sun.max.fill", "moon.fill", "bolt.fill", "flame.fill", "drop.fill", "leaf.fill", "wifi", "battery.100",
            "speaker.wave.2.fill", "mic.fill", "sparkles", "hand.thumbsup.fill", "person.2.fill",
            "gamecontroller.fill", "airplane", "car.fill", "bicycle", "figure.walk", "music.note", "map",
            "slider.horizontal.3", "line.3.horizontal", "questionmark.circle", "arrow.up.circle.fill",
            "chevron.compact.down", "trophy.fill", "medal", "dice.fill", "party.popper", "thermometer", "wind",
        ]
        // Drawn from an icon table or built from its symbols (`bell.badge`: the bell and a dot).
        let missing = (FontLibrarySymbolsTests.seedSymbols + common + fromScenes).filter { !SymbolVariant.isKnown($0) }
        XCTAssertEqual(missing, [])
        XCTAssertGreaterThanOrEqual(SymbolTable.materialIcons.count, 800)
    }

    func testNamesWithoutAnHonestCounterpartStayUnknown() {
        // Material Icons has no heart in a circle, no arrow in a square, no plain seal, no club
        // suit, no rain cloud, no Swift bird, no test tubes and no external drive: these are not
        // in its table (the first four are built or come from DejaVu Sans, the last three from
        // Material Design Icons, `swift` from neither).
        let unknown = [
            "heart.circle.fill", "arrow.left.square.fill", "seal", "suit.club.fill", "cloud.rain", "swift",
            "testtube.2", "externaldrive",
        ]
        XCTAssertEqual(unknown.filter { SymbolTable.materialIcons[$0] != nil }, [])
        // Neither icon font draws these, nor anything close enough: they stay errors rather than
        // draw something else.
        for name in ["swift", "hare", "tortoise", "cloud.sun.bolt.fill", "switch.2"] {
            XCTAssertNil(SymbolTable.icon(for: name), name)
            XCTAssertFalse(SymbolVariant.isKnown(name), name)
        }
    }
}
