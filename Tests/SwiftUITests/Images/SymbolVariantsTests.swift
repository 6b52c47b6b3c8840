import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.symbolVariant(_:)` and `\.symbolVariants`: the symbols inside are drawn in the variant
/// asked for, named as SF names them (`BASE.slash.SHAPE.fill`), where that symbol exists
/// (Apple's documentation of `symbolVariant(_:)`).
final class SymbolVariantsTests: XCTestCase {
    private func symbol(_ name: String) -> SwiftUI.Image { SwiftUI.Image(systemName: name, line: 3, column: 5) }

    /// The symbol names drawn by `view`.
    private func drawnSymbols(_ view: some SwiftUI.View) -> [String] { LaidOutView(view).texts }

    func testAVariantChangesTheSymbolDrawn() {
        assertSameDrawing(
            symbol("heart").symbolVariant(.fill).font(.system(size: 60)).foregroundStyle(.red),
            symbol("heart.fill").font(.system(size: 60)).foregroundStyle(.red))
        assertDifferentDrawing(
            symbol("heart").symbolVariant(.fill).font(.system(size: 60)).foregroundStyle(.red),
            symbol("heart").font(.system(size: 60)).foregroundStyle(.red))
        XCTAssertEqual(drawnSymbols(symbol("person").symbolVariant(.circle)), ["person.circle"])
        XCTAssertEqual(drawnSymbols(symbol("bell").symbolVariant(.slash)), ["bell.slash"])
        XCTAssertEqual(drawnSymbols(symbol("heart").symbolVariant(.none)), ["heart"])
    }

    /// Variants accumulate, in one call or several, and go in SF's order whatever the order
    /// written; a variant the name has already stays.
    func testVariantsAccumulateInSFsOrder() {
        let expected = ["person.circle.fill"]
        XCTAssertEqual(drawnSymbols(symbol("person").symbolVariant(.circle).symbolVariant(.fill)), expected)
        XCTAssertEqual(drawnSymbols(symbol("person").symbolVariant(.fill.circle)), expected)
        XCTAssertEqual(drawnSymbols(symbol("person").symbolVariant(.circle.fill)), expected)
        XCTAssertEqual(drawnSymbols(symbol("person.circle").symbolVariant(.fill)), expected)
        XCTAssertEqual(drawnSymbols(symbol("person.fill").symbolVariant(.fill)), ["person.fill"])
        XCTAssertEqual(
            drawnSymbols(SwiftUI.VStack { symbol("heart") }.symbolVariant(.fill.slash)), ["heart.slash.fill"])
    }

    /// Of two shapes, the one closest to the symbol wins (Apple's example: `arrow.left` under
    /// `.square`, then `.circle`, then `.fill` is `arrow.left.square.fill`).
    func testTheInnerShapeWins() {
        XCTAssertEqual(
            drawnSymbols(symbol("arrow.left").symbolVariant(.square).symbolVariant(.circle).symbolVariant(.fill)),
            ["arrow.left.square.fill"])
    }

    /// A symbol without the variant is drawn as named, without a warning (`list.bullet` has no
    /// filled form).
    func testASymbolWithoutTheVariantIsUnaffected() throws {
        XCTAssertEqual(drawnSymbols(symbol("list.bullet").symbolVariant(.fill)), ["list.bullet"])
        XCTAssertEqual(try warnings { self.symbol("list.bullet").symbolVariant(.fill) }, [])
    }

    /// Setting the environment value replaces what was set above: `.none` draws the symbols as
    /// named.
    func testTheEnvironmentValueReplacesTheVariants() {
        XCTAssertEqual(
            drawnSymbols(symbol("heart").environment(\.symbolVariants, .none).symbolVariant(.fill)), ["heart"])
        XCTAssertEqual(
            drawnSymbols(symbol("heart").symbolVariant(.fill).environment(\.symbolVariants, .none)), ["heart.fill"])
    }

    func testContainsComparesEachVariant() {
        XCTAssertTrue(SwiftUI.SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SwiftUI.SymbolVariants.circle.fill.contains(.circle))
        XCTAssertFalse(SwiftUI.SymbolVariants.circle.fill.contains(.square))
        XCTAssertFalse(SwiftUI.SymbolVariants.fill.contains(.slash))
        XCTAssertEqual(SwiftUI.SymbolVariants.fill.circle, .circle.fill)
    }
}
