import Geometry
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

    /// `BASE.badge` (no badge named) is SF's notification dot; `BASE.shield` encloses a known
    /// symbol in a shield, as `.circle` and `.square` do.
    func testDotBadgesAndShields() {
        XCTAssertEqual(SymbolVariant(name: "bell.badge"), .dotBadged(base: "bell"))
        XCTAssertEqual(SymbolVariant(name: "bell.badge.fill"), .dotBadged(base: "bell.fill"))
        XCTAssertEqual(
            SymbolVariant(name: "lock.shield"), .enclosed(base: "lock.fill", container: .shield, filled: false))
        XCTAssertEqual(
            SymbolVariant(name: "lock.shield.fill"), .enclosed(base: "lock.fill", container: .shield, filled: true))
        for unknown in ["nothing.badge", "badge", ".badge", "nothing.shield", "shield.fil"] {
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

    /// Built symbols are made once at a reference size and scaled: the same shapes and box as
    /// made at the size asked for, at every size and weight. (Not numbers in containers: those
    /// are the system font's Display cut at every size, where text at the size of a small
    /// symbol's digits takes the text cut; a symbol is one drawing at every size, as SF's are.)
    func testBuiltSymbolsScaleToTheShapeMadeAtTheirSize() throws {
        let library = FontLibrary(directories: FontLibrary.defaultDirectories)
        for name in [
            "lock.shield", "cloud.sun.fill", "bell.badge", "pin.slash", "calendar.badge.plus", "seal.fill",
            "checkmark.circle.fill", "suit.club.fill",
        ] {
            let variant = try XCTUnwrap(SymbolVariant(name: name), name)
            for (size, weight) in [(13.0, 400), (17, 700), (46, 300)] {
                let scaled = try XCTUnwrap(library.symbolVariant(named: name, size: size, weight: weight))
                let made = try library.buildSymbol(variant, named: name, size: size, weight: weight)
                let (a, b) = (scaled.path.controlPointBounds, made.path.controlPointBounds)
                let what = "\(name) at \(size), \(weight)"
                for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)] {
                    XCTAssertEqual(x, y, accuracy: size * 1e-3, what)
                }
                XCTAssertEqual(scaled.advance, made.advance, accuracy: size * 1e-3, what)
                XCTAssertEqual(scaled.ascent, made.ascent, accuracy: 1e-9, what)
                XCTAssertEqual(scaled.layers.map(\.level), made.layers.map(\.level), what)
                XCTAssertEqual(
                    InkArea.of(scaled.path), InkArea.of(made.path), accuracy: InkArea.of(made.path) * 0.01, what)
            }
        }
    }

    /// `sidebar.left` is `sidebar.right` mirrored; `arrow.left.and.right` is `arrow.up.and.down`
    /// on its side, in the same place.
    func testMirroredAndTurnedSymbolsAreTheirBasesMovedExactly() throws {
        let library = FontLibrary.shared
        XCTAssertEqual(SymbolTable.icon(for: "sidebar.left")?.icon, SymbolTable.icon(for: "sidebar.right")?.icon)
        XCTAssertEqual(SymbolTable.adjustments["sidebar.left"], .mirrored)
        XCTAssertEqual(
            SymbolTable.icon(for: "arrow.left.and.right")?.icon, SymbolTable.icon(for: "arrow.up.and.down")?.icon)
        XCTAssertEqual(SymbolTable.adjustments["arrow.left.and.right"], .turned(90))
        let size = 20.0
        let right = try library.symbol(named: "sidebar.right", size: size)
        let left = try library.symbol(named: "sidebar.left", size: size)
        XCTAssertEqual(left.advance, right.advance, accuracy: 1e-9)
        let flipped = right.path.applying(Geometry.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: right.advance, ty: 0))
        XCTAssertEqual(left.path.controlPointBounds, flipped.controlPointBounds)
        XCTAssertEqual(left.path.elements.count, flipped.elements.count)

        let upright = try library.symbol(named: "arrow.up.and.down", size: size)
        let lying = try library.symbol(named: "arrow.left.and.right", size: size)
        let (a, b) = (upright.path.controlPointBounds, lying.path.controlPointBounds)
        XCTAssertEqual(b.width, a.height, accuracy: 1e-9)
        XCTAssertEqual(b.height, a.width, accuracy: 1e-9)
        XCTAssertEqual(b.midY, a.midY, accuracy: 1e-9, "on the same middle height")
        XCTAssertEqual(lying.advance, b.width, accuracy: 1e-9)
        XCTAssertEqual(lying.ascent, upright.ascent)
    }
}

/// The area a path fills by the non-zero rule, sampled on a grid over its bounds.
enum InkArea {
    static func of(_ path: Path) -> Double {
        let bounds = path.controlPointBounds
        let n = 64
        var inked = 0
        for row in 0..<n {
            for column in 0..<n {
                let p = Point(
                    x: bounds.minX + (Double(column) + 0.5) / Double(n) * bounds.width,
                    y: bounds.minY + (Double(row) + 0.5) / Double(n) * bounds.height)
                if path.contains(p, evenOdd: false, tolerance: bounds.width / 1000) { inked += 1 }
            }
        }
        return Double(inked) / Double(n * n) * bounds.width * bounds.height
    }
}
