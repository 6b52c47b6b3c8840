import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// What a `Text` of an interpolated string shows.
final class TextInterpolationTests: XCTestCase {
    private func shown(_ view: SwiftUI.Text, file: StaticString = #filePath, line: UInt = #line) -> String {
        LaidOutView(view, file: file, line: line).texts.joined(separator: "|")
    }

    func testSpecifierFormatsAsStringFormatDoes() {
        let progress = 0.4267
        XCTAssertEqual(shown(SwiftUI.Text("\(progress * 100, specifier: "%.0f")%")), "43%")
        XCTAssertEqual(shown(SwiftUI.Text("\(progress, specifier: "%.2f") s")), "0.43 s")
        XCTAssertEqual(shown(SwiftUI.Text("\(7.9, specifier: "%d") items")), "7 items")
        XCTAssertEqual(shown(SwiftUI.Text("\(42, specifier: "%03d")")), "042")
        XCTAssertEqual(shown(SwiftUI.Text("\(CGFloat(2.5), specifier: "%+.1f%%")")), "+2.5%")
    }

    func testPlainNumberInterpolationsUseSwiftUIsOwnFormats() {
        let count = 12
        let big = 1_234_567
        let ratio = 0.5
        XCTAssertEqual(shown(SwiftUI.Text("\(count) left")), "12 left")
        XCTAssertEqual(shown(SwiftUI.Text("\(big)")), "1,234,567")
        XCTAssertEqual(shown(SwiftUI.Text("\(-4321)")), "-4,321")
        // SwiftUI shows a Double in `%lf`: six decimals.
        XCTAssertEqual(shown(SwiftUI.Text("\(ratio)")), "0.500000")
        XCTAssertEqual(shown(SwiftUI.Text("\(Int(ratio * 100))%")), "50%")
    }

    func testStringsAndOtherValuesInterpolateAsSwiftDescribesThem() {
        enum Phase { case rising }
        let name = "Ann"
        let phase = Phase.rising
        let flag = true
        XCTAssertEqual(shown(SwiftUI.Text("Hello \(name)!")), "Hello Ann!")
        // Not a number or string: the String interpolation, as in SwiftUI.
        XCTAssertEqual(shown(SwiftUI.Text("\(phase) \(flag)")), "rising true")
        XCTAssertEqual(shown(SwiftUI.Text("a \(SwiftUI.Text("b")) c")), "a b c")
    }

    func testAnUnsupportedSpecifierWarnsAndShowsTheNumber() throws {
        XCTAssertEqual(shown(SwiftUI.Text("\(2, specifier: "%s")")), "2")
        XCTAssertEqual(
            try warnings { SwiftUI.Text("\(2, specifier: "%s")") },
            ["format specifier '%s' is not supported; use one number format such as '%.1f' or '%d'"])
    }

    func testFormatSpecifierAcceptsOneNumericConversion() {
        for accepted in ["%d", "%i", "%.1f", "%5.2f", "%-3d", "%e", "%G", "x %% %.0f y", "%+08.2F"] {
            XCTAssertNotNil(FormatSpecifier(accepted), accepted)
        }
        for rejected in ["", "abc", "%s", "%@", "%d %d", "%123d", "%.123f", "%", "%ld", "%x"] {
            XCTAssertNil(FormatSpecifier(rejected), rejected)
        }
    }

    func testVerbatimAndStringValuesAreShownAsTheyAre() {
        let value: Substring = "a\\(b)"[...]
        XCTAssertEqual(shown(SwiftUI.Text(verbatim: "%d \\(x)")), "%d \\(x)")
        XCTAssertEqual(shown(SwiftUI.Text(value)), "a\\(b)")
    }

    /// `Text + Text` shows both strings, one after the other, on one line.
    func testTextPlusTextJoinsTheStrings() {
        let view = LaidOutView(SwiftUI.Text("a").bold() + SwiftUI.Text("b"))
        XCTAssertEqual(view.texts.joined(), "ab")
    }
}
