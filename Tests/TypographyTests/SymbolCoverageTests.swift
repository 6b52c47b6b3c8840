import XCTest

@testable import Typography

/// How many of the SF Symbols most used in public SwiftUI code Zoetrope draws (issue 23).
final class SymbolCoverageTests: XCTestCase {
    /// The list: 500 distinct names, from `scripts/sf-symbol-usage.py`.
    func testTheListIsFiveHundredDistinctSymbolNames() {
        let names = SFSymbolUsage.top500
        XCTAssertEqual(names.count, 500)
        XCTAssertEqual(Set(names).count, names.count)
    }

    /// Each name resolved as a scene's `Image(systemName:)` is: the two icon tables, the square
    /// and circle variants, the badged and slashed composites, the mirrored and turned symbols,
    /// the characters and the drawn symbols.
    ///
    /// Issue 23 asks for 90 % (450). 462 (92.4 %) have an honest stand-in: the rest are things
    /// neither icon font draws, nor anything close enough (`network`, `swift`, `hare`,
    /// `tortoise`, `switch.2`, `cloud.sun.bolt.fill`), and composites of them (`network.slash`).
    func testDrawsMostOfTheMostUsedSymbols() {
        let names = SFSymbolUsage.top500
        let uncovered = names.filter { (try? FontLibrary.shared.symbol(named: $0, size: 24)) == nil }
        let covered = names.count - uncovered.count
        XCTAssertGreaterThanOrEqual(
            covered, 462,
            "\(covered) of \(names.count) drawn; not drawn, most used first: \(uncovered.joined(separator: ", "))")
    }
}
