import XCTest

@testable import Typography

final class SymbolVariantTests: XCTestCase {
    func testBadgedNamesNameTwoKnownSymbols() {
        XCTAssertEqual(SymbolVariant(name: "calendar.badge.plus"), .badged(base: "calendar", badge: "plus"))
        XCTAssertEqual(
            SymbolVariant(name: "person.crop.circle.badge.xmark"), .badged(base: "person.crop.circle", badge: "xmark"))
        // A filled base in the middle of the name; a trailing `.fill` fills both where they have it.
        XCTAssertEqual(
            SymbolVariant(name: "person.crop.circle.fill.badge.checkmark"),
            .badged(base: "person.crop.circle.fill", badge: "checkmark"))
        XCTAssertEqual(SymbolVariant(name: "person.badge.key.fill"), .badged(base: "person.fill", badge: "key.fill"))
        XCTAssertEqual(SymbolVariant(name: "bag.badge.plus.fill"), .badged(base: "bag.fill", badge: "plus"))
        for unknown in [
            "nothing.badge.plus", "calendar.badge.nothing", "calendar.badge.", ".badge.plus", "app.badge.fill",
        ] {
            XCTAssertNil(SymbolVariant(name: unknown), unknown)
        }
    }

    func testSlashedNamesNameAKnownSymbol() {
        XCTAssertEqual(SymbolVariant(name: "pin.slash"), .slashed(base: "pin"))
        XCTAssertEqual(SymbolVariant(name: "bookmark.slash.fill"), .slashed(base: "bookmark.fill"))
        XCTAssertEqual(
            SymbolVariant(name: "person.crop.circle.badge.plus.slash"), .slashed(base: "person.crop.circle.badge.plus"))
        for unknown in ["nothing.slash", "slash", ".slash", "pin.slash.fil"] {
            XCTAssertNil(SymbolVariant(name: unknown), unknown)
        }
    }

    /// Material's own slashed and badged icons win over composites: the table is read first.
    func testTheIconTableWinsOverComposites() throws {
        let library = FontLibrary.shared
        XCTAssertNotNil(SymbolTable.materialIcons["bell.slash"])
        XCTAssertEqual(SymbolVariant(name: "bell.slash"), .slashed(base: "bell"))
        let drawn = try library.symbol(named: "bell.slash", size: 20)
        let composite = try XCTUnwrap(library.symbolVariant(named: "bell.slash", size: 20, weight: 400))
        XCTAssertNotEqual(drawn.path, composite.path)
    }
}
