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
    /// Issue 23 asks for 90 % (450). 464 (92.8 %) have an honest stand-in: the rest are things
    /// neither icon font draws, nor anything close enough (`swift`, `hare`, `tortoise`,
    /// `switch.2`, `cloud.sun.bolt.fill`), and composites of them.
    func testDrawsMostOfTheMostUsedSymbols() {
        let names = SFSymbolUsage.top500
        // Drawn as itself: neither an error nor a stand-in (`SymbolStandIn`).
        let uncovered = names.filter { (try? FontLibrary.shared.symbol(named: $0, size: 24))?.standIn != nil }
        let covered = names.count - uncovered.count
        XCTAssertGreaterThanOrEqual(
            covered, 464,
            "\(covered) of \(names.count) drawn; not drawn, most used first: \(uncovered.joined(separator: ", "))")
    }

    /// None of the most used names that are Apple's draws nothing: those Zoetrope has no
    /// picture of are drawn as a near symbol or kept as an empty box of a symbol's size. (The
    /// names of SF Symbols 6 and later are not in `AppleSymbolNames`: see the known differences.)
    func testEveryMostUsedAppleSymbolHasABox() throws {
        var standIns: [String] = []
        var blanks: [String] = []
        let apples = SFSymbolUsage.top500.filter(AppleSymbolNames.all.contains)
        XCTAssertGreaterThan(apples.count, 490)
        for name in apples {
            let glyph = try FontLibrary.shared.symbol(named: name, size: 24)
            XCTAssertGreaterThan(glyph.advance, 0, name)
            switch glyph.standIn {
            case .nearest(let known): standIns.append("\(name) as \(known)")
            case .blank: blanks.append(name)
            case nil: break
            }
        }
        print("Most used symbols drawn as a near one: \(standIns.joined(separator: ", "))")
        print("Most used symbols kept empty: \(blanks.joined(separator: ", "))")
    }
}
