import XCTest

@testable import Typography

/// Apple's symbols that Zoetrope has no picture of: drawn as the nearest it has, or kept as an
/// empty box; names Apple lacks still draw nothing.
final class SymbolStandInTests: XCTestCase {
    let library = FontLibrary.shared

    /// The first word is kept and the fewest others dropped, the earliest first.
    func testTheNearestKeepsTheFirstWordAndTheLastWords() throws {
        XCTAssertFalse(SymbolVariant.isKnown("heart.text.square.fill"))
        XCTAssertEqual(SymbolStandIn.nearestKnownName(to: "heart.text.square.fill"), "heart.square.fill")
        let glyph = try library.symbol(named: "heart.text.square.fill", size: 20)
        let near = try library.symbol(named: "heart.square.fill", size: 20)
        XCTAssertEqual(glyph.name, "heart.text.square.fill")
        XCTAssertEqual(glyph.standIn, .nearest("heart.square.fill"))
        XCTAssertEqual(glyph.path, near.path)
        XCTAssertEqual(glyph.advance, near.advance)
        XCTAssertNil(near.standIn)
    }

    /// A first word that extends a known one (`homepodmini`) falls back to it; a short common
    /// start (`car` of `carrot`) does not count.
    func testAStemOfTheFirstWordMustBeMostOfIt() {
        XCTAssertEqual(SymbolStandIn.nearestKnownName(to: "homepodmini.fill"), "homepod.fill")
        XCTAssertTrue(SymbolVariant.isKnown("car"))
        XCTAssertNil(SymbolStandIn.nearestKnownName(to: "carrot"))
    }

    /// A plain shape as the first word keeps all but one of the other words: a grid of dots is
    /// not drawn as one filled circle.
    func testAShapeNameDropsAtMostOneWord() {
        XCTAssertTrue(SymbolVariant.isKnown("circle.fill"))
        XCTAssertFalse(SymbolVariant.isKnown("circle.grid.hex.fill"))
        XCTAssertNil(SymbolStandIn.nearestKnownName(to: "circle.grid.hex.fill"))
        XCTAssertEqual(SymbolStandIn.nearestKnownName(to: "rectangle.stack"), "rectangle")
    }

    /// Nothing near: an empty box as large as a symbol's, so the layout is iOS's.
    func testASymbolWithNothingNearKeepsAnEmptyBox() throws {
        XCTAssertTrue(AppleSymbolNames.all.contains("carrot.fill"))
        let glyph = try library.symbol(named: "carrot.fill", size: 20)
        let square = try library.symbol(named: "square", size: 20)
        XCTAssertEqual(glyph.standIn, .blank)
        XCTAssertTrue(glyph.path.isEmpty)
        XCTAssertEqual(glyph.bounds, square.bounds)
    }

    /// A name Apple does not have draws nothing, as on iOS, with a suggestion among Apple's
    /// names as well as Zoetrope's.
    func testANameAppleLacksIsStillAnError() {
        XCTAssertThrowsError(try library.symbol(named: "carrot.fil", size: 20)) { error in
            XCTAssertEqual("\(error)", "unknown SF Symbol 'carrot.fil' (did you mean 'carrot.fill'?)")
        }
        XCTAssertFalse(FontLibrary.knowsSymbol(named: "carrot.fil"))
        XCTAssertTrue(FontLibrary.knowsSymbol(named: "carrot.fill"))
    }

    /// The list is Apple's names only, from SF Symbols 1.0 to 5.2.
    func testTheListHoldsApplesNames() {
        XCTAssertGreaterThan(AppleSymbolNames.all.count, 5000)
        for name in ["house", "heart.fill", "swift", "figure.walk", "chart.bar.xaxis"] {
            XCTAssertTrue(AppleSymbolNames.all.contains(name), name)
        }
        XCTAssertFalse(AppleSymbolNames.all.contains("hous"))
    }

    /// A renamed symbol's other name draws the same picture, as itself, in both directions:
    /// `cube.box` was renamed `shippingbox`, `battery.100` became `battery.100percent`.
    func testARenamedSymbolDrawsUnderEitherName() throws {
        for (old, current) in [("cube.box", "shippingbox"), ("battery.100", "battery.100percent")] {
            XCTAssertEqual(AppleSymbolNames.currentName[old], current)
            let a = try library.symbol(named: old, size: 20)
            let b = try library.symbol(named: current, size: 20)
            XCTAssertNil(a.standIn, old)
            XCTAssertNil(b.standIn, current)
            XCTAssertEqual(a.path, b.path, old)
            XCTAssertEqual(a.name, old)
            XCTAssertEqual(b.name, current)
        }
    }
}
