import Geometry
import XCTest

@testable import Typography

final class FontLibrarySymbolsTests: XCTestCase {
    let library = FontLibrary.shared

    /// Every `Image(systemName:)` in the seed scenes (/work/shared/seeds), plus the fill variants
    /// the issue names.
    static let seedSymbols = [
        "house", "house.fill", "magnifyingglass", "bell", "bell.fill", "envelope", "envelope.fill", "arrow.left",
        "checkmark.seal.fill", "mappin.and.ellipse", "link", "bell.badge", "pencil.tip", "person.crop.circle",
    ]

    func testEverySeedSymbolHasAnOutlineAndABox() throws {
        for name in Self.seedSymbols {
            let symbol = try library.symbol(named: name, size: 17)
            XCTAssertEqual(symbol.name, name)
            XCTAssertFalse(symbol.path.isEmpty, name)
            XCTAssertGreaterThan(symbol.advance, 0.3 * 17, name)
            XCTAssertEqual(symbol.ascent + symbol.descent, 17, accuracy: 1e-9, name)
            let ink = symbol.path.controlPointBounds
            XCTAssertEqual(ink.minX, 0, accuracy: 1e-9, name)
            XCTAssertEqual(ink.width, symbol.advance, accuracy: 1e-9, name)
        }
    }

    func testCircleFillsTheBoxExactly() throws {
        // Material's circle spans the 20-unit live area (to the font's precision: 1 of its 512
        // units is 20 × 1.2 / 512 points here), so its ink is the SF Symbol box.
        let size = 20.0
        let fontUnit = size * 1.2 / 512
        let symbol = try library.symbol(named: "circle.fill", size: size)
        XCTAssertEqual(symbol.advance, size, accuracy: fontUnit)
        XCTAssertEqual(symbol.ascent, 0.8636 * size, accuracy: 1e-9)
        XCTAssertEqual(symbol.descent, 0.1364 * size, accuracy: 1e-9)
        XCTAssertEqual(symbol.bounds, Rect(x: 0, y: -symbol.ascent, width: symbol.advance, height: size))
        let ink = Self.inkBounds(symbol.path)
        XCTAssertEqual(ink.minY, -symbol.ascent, accuracy: fontUnit)
        XCTAssertEqual(ink.maxY, symbol.descent, accuracy: fontUnit)
        XCTAssertEqual(ink.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(ink.width, symbol.advance, accuracy: 1e-9)
    }

    /// Material Design Icons draw to the same grid, 3/8 of an em above the baseline rather than
    /// half of one: its full circle fills the symbol box as Material's does.
    func testTheSecondIconFontFillsTheBoxTheSameWay() throws {
        let size = 20.0
        let fontUnit = size * 1.2 / 512
        let material = try library.symbol(named: "circle.fill", size: size)
        let design = try library.iconSymbol(
            "checkbox-blank-circle", of: .materialDesignIcons, named: "circle.fill", size: size, weight: 400)
        XCTAssertEqual(design.advance, material.advance, accuracy: 2 * fontUnit)
        XCTAssertEqual(design.ascent, material.ascent)
        let (a, b) = (Self.inkBounds(design.path), Self.inkBounds(material.path))
        XCTAssertEqual(a.minY, b.minY, accuracy: 2 * fontUnit)
        XCTAssertEqual(a.maxY, b.maxY, accuracy: 2 * fontUnit)
        // A symbol of the table, bolder with the weight like Material's.
        let drive = try library.symbol(named: "externaldrive", size: size)
        let bold = try library.symbol(named: "externaldrive", size: size, weight: 700)
        XCTAssertEqual(bold.advance - drive.advance, 0.75 * size / 20, accuracy: fontUnit)
        XCTAssertGreaterThanOrEqual(Self.inkBounds(drive.path).minY, -drive.ascent - fontUnit)
        XCTAssertLessThanOrEqual(Self.inkBounds(drive.path).maxY, drive.descent + fontUnit)
    }

    func testSizeScalesLinearly() throws {
        for name in ["house", "link", "checkmark.seal.fill"] {
            let small = try library.symbol(named: name, size: 10)
            let large = try library.symbol(named: name, size: 30)
            XCTAssertEqual(large.advance, 3 * small.advance, accuracy: 1e-9, name)
            XCTAssertEqual(large.ascent, 3 * small.ascent, accuracy: 1e-9, name)
            XCTAssertEqual(large.descent, 3 * small.descent, accuracy: 1e-9, name)
            let scaled = small.path.applying(.scale(x: 3, y: 3))
            XCTAssertEqual(large.path.elements.count, scaled.elements.count, name)
            for (a, b) in zip(large.path.elements, scaled.elements) {
                XCTAssertTrue(Self.nearlyEqual(a, b), "\(name): \(a) != \(b)")
            }
        }
    }

    func testWeightWidensStrokesAroundTheSameCentre() throws {
        let size = 24.0
        let fontUnit = size * 1.2 / 512
        let regular = try library.symbol(named: "circle.fill", size: size)
        let bold = try library.symbol(named: "circle.fill", size: size, weight: 700)
        let light = try library.symbol(named: "circle.fill", size: size, weight: 300)
        let black = try library.symbol(named: "circle.fill", size: size, weight: Int.max)
        // A quarter grid unit (1/80 of the size) per 100 of weight, up to one unit bolder.
        XCTAssertEqual(bold.advance - regular.advance, 0.75 * size / 20, accuracy: fontUnit)
        XCTAssertEqual(regular.advance - light.advance, 0.25 * size / 20, accuracy: fontUnit)
        XCTAssertEqual(black.advance - regular.advance, size / 20, accuracy: fontUnit)
        let a = Self.inkBounds(regular.path)
        let b = Self.inkBounds(bold.path)
        XCTAssertEqual(a.midY, b.midY, accuracy: fontUnit)
        XCTAssertEqual(bold.ascent, regular.ascent)
    }

    func testUnknownNameSuggestsTheClosest() {
        let cases = [
            ("hous", "unknown SF Symbol 'hous' (did you mean 'house'?)"),
            ("House", "unknown SF Symbol 'House' (did you mean 'house'?)"),
            ("magnifyingglas", "unknown SF Symbol 'magnifyingglas' (did you mean 'magnifyingglass'?)"),
            ("star.fil", "unknown SF Symbol 'star.fil' (did you mean 'star.fill'?)"),
            ("zzzzzzzz", "unknown SF Symbol 'zzzzzzzz'"),
            ("", "unknown SF Symbol ''"),
        ]
        for (name, message) in cases {
            XCTAssertThrowsError(try library.symbol(named: name, size: 17), name) { error in
                XCTAssertEqual("\(error)", message)
                XCTAssertEqual((error as? SymbolError)?.name, name)
            }
        }
    }

    /// Symbols the icon font lacks: any known symbol in a square or circle, the card suits, circled
    /// digits and a few shapes from DejaVu Sans, and the seal drawn; each fills the symbol box's live
    /// area like an icon.
    func testBuiltSymbolsFillTheLiveArea() throws {
        let size = 20.0
        for name in [
            "arrow.left.square.fill", "arrow.left.square", "house.square.fill", "suit.club.fill", "suit.diamond",
            "1.circle", "10.circle.fill", "triangle.fill", "square.dashed", "info", "seal", "seal.fill",
        ] {
            let symbol = try library.symbol(named: name, size: size)
            XCTAssertEqual(symbol.ascent + symbol.descent, size, accuracy: 1e-9, name)
            XCTAssertEqual(symbol.ascent, 0.8636 * size, accuracy: 1e-9, name)
            XCTAssertEqual(symbol.advance, size, accuracy: 1e-6, "\(name): as wide as the live area")
            let ink = Self.inkBounds(symbol.path)
            XCTAssertGreaterThanOrEqual(ink.minX, -1e-9, name)
            XCTAssertLessThanOrEqual(ink.maxX, size + 1e-9, name)
            XCTAssertGreaterThanOrEqual(ink.minY, -symbol.ascent - 1e-9, name)
            XCTAssertLessThanOrEqual(ink.maxY, symbol.descent + 1e-9, name)
        }
        // `.square.fill` cuts the symbol out: the symbol's outline runs against the square's.
        let cut = try library.symbol(named: "arrow.left.square.fill", size: size).path
        let square = try library.symbol(named: "arrow.left.square", size: size).path
        XCTAssertNotEqual(cut, square)
        // Unknown bases stay unknown, with a suggestion from every name known.
        XCTAssertThrowsError(try library.symbol(named: "nothing.square.fill", size: size)) { error in
            XCTAssertEqual((error as? SymbolError)?.name, "nothing.square.fill")
        }
        XCTAssertThrowsError(try library.symbol(named: "suit.club.fil", size: size)) { error in
            XCTAssertEqual("\(error)", "unknown SF Symbol 'suit.club.fil' (did you mean 'suit.club.fill'?)")
        }
    }

    func testInvalidSizeAndMissingFontAreClearErrors() {
        XCTAssertThrowsError(try library.symbol(named: "house", size: -2)) { error in
            XCTAssertEqual("\(error)", "invalid font size -2.0 (expected a finite size of 0 points or more)")
        }
        XCTAssertThrowsError(try FontLibrary(directories: ["/nonexistent"]).symbol(named: "house", size: 17)) {
            error in
            XCTAssertEqual(
                "\(error)",
                "font file MaterialIcons-Regular.ttf not found in /nonexistent"
                    + " (install the Debian package fonts-material-design-icons-iconfont)")
        }
        XCTAssertThrowsError(try FontLibrary(directories: ["/nonexistent"]).symbol(named: "externaldrive", size: 17)) {
            error in
            XCTAssertEqual(
                "\(error)",
                "font file materialdesignicons-webfont.ttf not found in /nonexistent"
                    + " (install the Debian package fonts-materialdesignicons-webfont)")
        }
    }

    private static func nearlyEqual(_ a: Path.Element, _ b: Path.Element) -> Bool {
        func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return close(p, q)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return close(p, q) && close(c, d)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return close(p, q) && close(c1, d1) && close(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }

    /// The bounds of the path's ink, from a fine flattening.
    static func inkBounds(_ path: Path) -> Rect {
        let points = path.flattened(tolerance: 0.001).flatMap(\.points)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
