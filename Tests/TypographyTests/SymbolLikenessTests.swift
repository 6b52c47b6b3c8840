import Geometry
import XCTest

@testable import Typography

/// Symbols draw a picture with the meaning, orientation and fill of Apple's (issue 34; the
/// verdicts on the 150 most used names are in docs/sf-symbols.md): plain names outlined and
/// `.fill` names filled, arrows and vehicles pointing SF's way, composites as their names say.
final class SymbolLikenessTests: XCTestCase {
    let library = FontLibrary.shared

    // MARK: Orientation

    /// SF's airplane flies right, nose at the trailing edge: its picture is the same above and
    /// below its middle, not left and right, and the tail is on the left.
    func testAirplaneFliesRight() throws {
        let plane = try ink("airplane")
        XCTAssertLessThan(plane.asymmetry(mirroredAcross: .horizontal), 0.05, "the same above and below")
        XCTAssertGreaterThan(plane.asymmetry(mirroredAcross: .vertical), 0.15, "not the same left and right")
        XCTAssertGreaterThan(plane.coverage(columns: 0..<0.3), plane.coverage(columns: 0.7..<1), "the tail leads")
    }

    /// The paper plane flies up and to the right, filled or outlined: its tip is the top trailing
    /// corner of its ink.
    func testPaperPlanePointsUpAndRight() throws {
        for name in ["paperplane", "paperplane.fill"] {
            let tip = try ink(name).farthest(along: Point(x: 1, y: -1))
            XCTAssertGreaterThan(tip.x, 0.85, name)
            XCTAssertLessThan(tip.y, 0.15, name)
        }
    }

    /// SF's chain runs from the bottom leading corner to the top trailing one.
    func testLinkRunsUpAndRight() throws {
        let link = try ink("link")
        let rising = link.coverage(columns: 0.5..<1, rows: 0..<0.5) + link.coverage(columns: 0..<0.5, rows: 0.5..<1)
        let falling = link.coverage(columns: 0..<0.5, rows: 0..<0.5) + link.coverage(columns: 0.5..<1, rows: 0.5..<1)
        XCTAssertGreaterThan(rising, 2 * falling)
    }

    /// SF's key hangs from its bow: taller than wide, the bow above.
    func testKeyHangsFromItsBow() throws {
        for name in ["key", "key.fill"] {
            let key = try ink(name)
            XCTAssertGreaterThan(key.bounds.height, 1.5 * key.bounds.width, name)
            XCTAssertGreaterThan(key.coverage(rows: 0..<0.4), key.coverage(rows: 0.6..<1), name)
        }
    }

    /// SF's tag hangs from its top trailing corner (the same either side of the line from there
    /// to the bottom leading corner, not of the other diagonal); its large sparkle is on the
    /// trailing side, the small ones before it.
    func testTagAndSparklesFaceSFsWay() throws {
        for name in ["tag", "tag.fill"] {
            let tag = try ink(name)
            XCTAssertLessThan(tag.asymmetry(mirroredAcross: .risingDiagonal), 0.05, name)
            XCTAssertGreaterThan(tag.asymmetry(mirroredAcross: .fallingDiagonal), 0.15, name)
        }
        let sparkles = try ink("sparkles")
        XCTAssertGreaterThan(sparkles.coverage(columns: 0.5..<1), 1.3 * sparkles.coverage(columns: 0..<0.5))
    }

    // MARK: Fill

    /// Plain names are outlines where their `.fill` twins are filled: hardly any of the plain
    /// one's ink is the middle of a solid disc wider than Material's stroke (1.5 strokes across),
    /// where a good share of a filled shape's is. (A ring with a filled symbol inside, as
    /// `person.circle`, has some.)
    func testPlainNamesAreOutlinesOfTheirFilledTwins() throws {
        var solid: [String] = []
        for name in [
            "house", "gearshape", "photo", "camera", "eye", "eye.slash", "safari", "paintpalette", "doc", "doc.text",
            "pin", "delete.left", "arrowshape.turn.up.left", "flame", "keyboard", "map", "person.3", "archivebox",
            "text.bubble", "sun.max", "cart", "hand.wave", "paperplane", "book", "person.circle", "person.crop.circle",
            "ellipsis.circle", "tag", "key",
        ] {
            let plain = try ink(name).solidity(radius: Self.solidRadius)
            let filled = try ink(name + ".fill").solidity(radius: Self.solidRadius)
            if plain > 0.2 || plain > 0.6 * filled {
                solid.append("\(name): \(percent(plain)) solid, .fill \(percent(filled))")
            }
        }
        XCTAssertEqual(solid, [])
    }

    /// Outlined symbols without a `.fill` twin among the most used, and composites of outlined
    /// ones: hardly any of their ink is solid.
    func testOutlinedSymbolsAreOutlines() throws {
        var solid: [String] = []
        for name in [
            "gear", "server.rack", "timer", "folder.badge.plus", "doc.text.magnifyingglass", "wifi.exclamationmark",
            "square.and.pencil",
        ] {
            let solidity = try ink(name).solidity(radius: Self.solidRadius)
            if solidity > 0.1 { solid.append("\(name): \(percent(solidity))") }
        }
        XCTAssertEqual(solid, [])
    }

    /// SF's hourglass has its sand drawn filled, where the glass is outlined.
    func testHourglassHasItsSand() throws {
        XCTAssertGreaterThan(try ink("hourglass").solidity(radius: Self.solidRadius), 0.15)
    }

    /// `NAME.circle.fill` is a disc with the symbol cut out, where `NAME.circle` is a ring with
    /// the symbol inside.
    func testFilledCirclesAreDiscs() throws {
        for stem in ["arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.forward", "arrow.backward"] {
            XCTAssertLessThan(try ink(stem + ".circle").solidity(radius: Self.solidRadius), 0.1, stem)
            XCTAssertGreaterThan(try ink(stem + ".circle.fill").solidity(radius: Self.solidRadius), 0.3, stem)
        }
    }

    /// `cloud.sun.fill` is filled, the sun rising behind the cloud at its top trailing corner;
    /// `cloud.sun` is outlined.
    func testCloudSunFillIsFilled() throws {
        XCTAssertGreaterThan(try ink("cloud.sun.fill").solidity(radius: Self.solidRadius), 0.3)
        XCTAssertLessThan(try ink("cloud.sun").solidity(radius: Self.solidRadius), 0.1)
        let symbol = try library.symbol(named: "cloud.sun.fill", size: 40)
        XCTAssertEqual(symbol.layers.map(\.level), [1, 0], "the sun behind, the cloud before it")
        let sun = symbol.layers[0].path.controlPointBounds
        let cloud = symbol.layers[1].path.controlPointBounds
        XCTAssertGreaterThan(sun.midX, cloud.midX)
        XCTAssertLessThan(sun.midY, cloud.midY)
        // Together about as tall as one symbol, within its box.
        let both = FontLibrarySymbolsTests.inkBounds(symbol.path)
        XCTAssertGreaterThanOrEqual(both.minY, -symbol.ascent)
        XCTAssertLessThanOrEqual(both.maxY, symbol.descent)
    }

    // MARK: Pictures

    /// SF's chart symbols named for their axes draw them: a line up the leading side and one
    /// along the bottom, each most of the chart's height or width long.
    func testChartWithAxesHasAxes() throws {
        for name in ["chart.line.uptrend.xyaxis", "chart.xyaxis.line"] {
            let chart = try ink(name)
            XCTAssertGreaterThan(chart.longestRun(column: 0.02), 0.7, "\(name): the y axis")
            XCTAssertGreaterThan(chart.longestRun(row: 0.98), 0.7, "\(name): the x axis")
        }
    }

    /// SF's bar chart rises from its leading side to its trailing one.
    func testBarChartRises() throws {
        for name in ["chart.bar", "chart.bar.fill"] {
            let chart = try ink(name)
            XCTAssertGreaterThan(chart.coverage(columns: 0.67..<1), 1.5 * chart.coverage(columns: 0..<0.33), name)
        }
    }

    /// SF's checkmark, not Material's: its ink as tall as it is wide (Material's is three
    /// quarters as tall), the joint left of the middle and the long arm rising steeper than 45°
    /// to the top trailing corner; in a circle, a square or a shield the same check at half the
    /// size with a bolder line, cut out of a filled one, the container the secondary layer.
    func testCheckmarksHaveSFsProportions() throws {
        let check = try ink("checkmark")
        XCTAssertEqual(check.bounds.height / check.bounds.width, 0.99, accuracy: 0.05)
        let joint = check.farthest(along: Point(x: 0, y: 1))
        XCTAssertLessThan(joint.x, 0.42, "the joint, left of the middle")
        let end = check.farthest(along: Point(x: 1, y: -1))
        XCTAssertTrue(end.x > 0.9 && end.y < 0.1, "the long arm ends at the top trailing corner: \(end)")
        XCTAssertLessThan(check.coverage(columns: 0..<0.2, rows: 0..<0.3), 0.01, "nothing at the top leading corner")
        for name in ["checkmark.circle.fill", "checkmark.square.fill", "checkmark.shield.fill"] {
            XCTAssertGreaterThan(try ink(name).solidity(radius: Self.solidRadius), 0.3, name)
            let symbol = try library.symbol(named: name, size: 40)
            XCTAssertEqual(symbol.layers.map(\.level), [1, 0], name)
            let mark = InkGrid(symbol.layers[1].path)
            XCTAssertEqual(mark.bounds.width, 40 * 0.46, accuracy: 1, "\(name): SF's, 0.46 of the font size")
            XCTAssertEqual(mark.bounds.height / mark.bounds.width, 0.99, accuracy: 0.05, name)
        }
        for name in ["checkmark.circle", "checkmark.square", "checkmark.shield"] {
            XCTAssertLessThan(try ink(name).solidity(radius: Self.solidRadius), 0.1, name)
        }
        let circle = try ink("checkmark.circle.fill")
        XCTAssertEqual(circle.bounds.width, 40 * 0.996, accuracy: 0.5, "SF's circle, a font size across")
    }

    /// Numbers in circles are drawn as SF draws them, a ring of the symbols' stroke with the
    /// number inside in the system font, for every number SF has (0 to 50).
    func testNumbersInCirclesHaveSymbolRings() throws {
        let size = 40.0
        let stroke = size / 10
        for name in ["1.circle", "2.circle", "10.circle", "42.circle", "0.square"] {
            let symbol = try library.symbol(named: name, size: size)
            XCTAssertNil(symbol.standIn, name)
            let number = try ink(name)
            // The ring's width where the middle row crosses it, leading side.
            let ring = number.firstRun(row: 0.5) * number.bounds.width
            XCTAssertEqual(ring, stroke, accuracy: stroke * 0.25, name)
        }
        XCTAssertFalse(SymbolVariant.isKnown("51.circle"))
        XCTAssertFalse(SymbolVariant.isKnown("01.circle"))
        XCTAssertGreaterThan(try ink("7.circle.fill").solidity(radius: Self.solidRadius), 0.3)
        XCTAssertLessThan(try ink("7.circle").solidity(radius: Self.solidRadius), 0.1)
    }

    /// Composites whose names do not say how they are built: a pencil in a square, a filter in a
    /// ring, a tray with an arrow into it.
    func testCompositesDrawWhatTheirNamesSay() throws {
        let pencil = try ink("square.and.pencil")
        XCTAssertGreaterThan(pencil.longestRun(column: 0.02), 0.5, "the square's leading side")
        let filter = try ink("line.3.horizontal.decrease.circle")
        XCTAssertEqual(filter.bounds.width, filter.bounds.height, accuracy: filter.bounds.height * 0.05, "a ring")
        let tray = try ink("square.and.arrow.down")
        XCTAssertGreaterThan(tray.longestRun(column: 0.02), 0.3, "the tray's side")
        XCTAssertGreaterThan(tray.longestRun(row: 0.98), 0.7, "the tray's bottom")
        for name in ["network"] {
            let symbol = try library.symbol(named: name, size: 20)
            XCTAssertNil(symbol.standIn, name)
            XCTAssertFalse(symbol.path.isEmpty, name)
        }
    }

    // MARK: Tables

    /// Every adjusted name is drawn from an icon; every composite is built from known symbols.
    func testAdjustmentsAndCompositesNameKnownSymbols() throws {
        for name in SymbolTable.adjustments.keys.sorted() {
            XCTAssertNotNil(SymbolTable.icon(for: name), name)
        }
        for (name, composite) in SymbolTable.composites.sorted(by: { $0.key < $1.key }) {
            XCTAssertNil(SymbolTable.icon(for: name), "\(name) is made one way only")
            XCTAssertEqual(SymbolVariant(name: name), composite)
            XCTAssertFalse(try library.symbol(named: name, size: 20).path.isEmpty, name)
        }
        XCTAssertEqual(Set(SymbolTable.designIcons.keys).intersection(SymbolTable.materialIcons.keys), [])
    }

    /// Outlined and turned icons keep their box: as tall as any symbol, the ink starting at 0.
    func testAdjustedIconsKeepTheSymbolBox() throws {
        let size = 20.0
        for name in SymbolTable.adjustments.keys.sorted() {
            let symbol = try library.symbol(named: name, size: size)
            let ink = FontLibrarySymbolsTests.inkBounds(symbol.path)
            XCTAssertEqual(symbol.ascent + symbol.descent, size, accuracy: 1e-9, name)
            XCTAssertEqual(ink.minX, 0, accuracy: size / 100, name)
            XCTAssertLessThanOrEqual(ink.width, size * 1.25, name)
            XCTAssertGreaterThanOrEqual(ink.minY, -symbol.ascent - size * 0.1, name)
            XCTAssertLessThanOrEqual(ink.maxY, symbol.descent + size * 0.1, name)
        }
    }

    // MARK: Helpers

    /// The radius of a solid disc, in points at the size `ink` draws at (40): 1.5 of Material's
    /// strokes across, so that it fits in no line of an outline.
    static let solidRadius = 3.0

    private func ink(_ name: String) throws -> InkGrid {
        InkGrid(try library.symbol(named: name, size: 40).path)
    }

    private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}

/// A symbol's outline sampled on a fine grid over its ink's bounds (non-zero rule), to measure
/// where it puts ink. Fractions are of the bounds: x from the leading edge, y from the top.
private struct InkGrid {
    let bounds: Rect
    /// Cells across and down.
    static let resolution = 96
    var n: Int { Self.resolution }
    private var cells: [Bool]

    /// A line through the middle: across, up and down, from the top leading corner to the
    /// bottom trailing one, from the bottom leading corner to the top trailing one.
    enum Axis { case horizontal, vertical, fallingDiagonal, risingDiagonal }

    init(_ path: Path) {
        let polylines = path.flattened(tolerance: 0.005).map(\.points)
        let points = polylines.joined()
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let (x0, y0) = (xs.min() ?? 0, ys.min() ?? 0)
        let bounds = Rect(x: x0, y: y0, width: max((xs.max() ?? 0) - x0, 1e-9), height: max((ys.max() ?? 0) - y0, 1e-9))
        self.bounds = bounds
        let n = Self.resolution
        var cells: [Bool] = []
        cells.reserveCapacity(n * n)
        for row in 0..<n {
            let y = bounds.minY + (Double(row) + 0.5) / Double(n) * bounds.height
            // The crossings of this row, each with its direction, then the cells between.
            var crossings: [(x: Double, winding: Int)] = []
            for polyline in polylines {
                for i in polyline.indices {
                    let a = polyline[i]
                    let b = polyline[(i + 1) % polyline.count]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            for column in 0..<n {
                let x = bounds.minX + (Double(column) + 0.5) / Double(n) * bounds.width
                let winding = crossings.filter { $0.x > x }.reduce(0) { $0 + $1.winding }
                cells.append(winding != 0)
            }
        }
        self.cells = cells
    }

    func inked(_ column: Int, _ row: Int) -> Bool { cells[row * n + column] }

    private func indices(_ range: Range<Double>) -> Range<Int> {
        Int((range.lowerBound * Double(n)).rounded())..<Int((range.upperBound * Double(n)).rounded())
    }

    /// The share of the cells in these columns and rows that are inked.
    func coverage(columns: Range<Double> = 0..<1, rows: Range<Double> = 0..<1) -> Double {
        var inked = 0
        var all = 0
        for row in indices(rows) {
            for column in indices(columns) {
                all += 1
                if self.inked(column, row) { inked += 1 }
            }
        }
        return all > 0 ? Double(inked) / Double(all) : 0
    }

    /// The share of cells that differ from their mirror image across the middle line along `axis`.
    func asymmetry(mirroredAcross axis: Axis) -> Double {
        var differing = 0
        for row in 0..<n {
            for column in 0..<n {
                let (c, r): (Int, Int)
                switch axis {
                case .horizontal: (c, r) = (column, n - 1 - row)
                case .vertical: (c, r) = (n - 1 - column, row)
                case .fallingDiagonal: (c, r) = (row, column)
                case .risingDiagonal: (c, r) = (n - 1 - row, n - 1 - column)
                }
                if inked(column, row) != inked(c, r) { differing += 1 }
            }
        }
        return Double(differing) / Double(n * n)
    }

    /// The share of inked cells at the middle of a disc of ink `radius` points across: none in
    /// an outline whose lines are narrower than the disc, most in a large filled shape.
    func solidity(radius: Double) -> Double {
        let (rx, ry) = (radius * Double(n) / bounds.width, radius * Double(n) / bounds.height)
        var offsets: [(Int, Int)] = []
        for dy in -Int(ry)...Int(ry) {
            for dx in -Int(rx)...Int(rx) where pow(Double(dx) / rx, 2) + pow(Double(dy) / ry, 2) <= 1 {
                offsets.append((dx, dy))
            }
        }
        var inked = 0
        var solid = 0
        for row in 0..<n {
            for column in 0..<n where self.inked(column, row) {
                inked += 1
                let inside = offsets.allSatisfy { dx, dy in
                    let (c, r) = (column + dx, row + dy)
                    return c >= 0 && c < n && r >= 0 && r < n && self.inked(c, r)
                }
                if inside { solid += 1 }
            }
        }
        return inked > 0 ? Double(solid) / Double(inked) : 0
    }

    /// The inked cell farthest along `direction` (y down), as fractions of the bounds.
    func farthest(along direction: Point) -> Point {
        var best = Point(x: 0.5, y: 0.5)
        var reach = -Double.infinity
        for row in 0..<n {
            for column in 0..<n where inked(column, row) {
                let p = Point(x: (Double(column) + 0.5) / Double(n), y: (Double(row) + 0.5) / Double(n))
                let along = p.x * direction.x + p.y * direction.y
                if along > reach { (best, reach) = (p, along) }
            }
        }
        return best
    }

    /// The longest unbroken run of ink down the column at `x`, as a share of the height.
    func longestRun(column x: Double) -> Double {
        let column = min(Int(x * Double(n)), n - 1)
        return Self.longestRun((0..<n).map { inked(column, $0) })
    }

    /// The longest unbroken run of ink along the row at `y`, as a share of the width.
    func longestRun(row y: Double) -> Double {
        let row = min(Int(y * Double(n)), n - 1)
        return Self.longestRun((0..<n).map { inked($0, row) })
    }

    /// The first run of ink along the row at `y` from the leading edge, as a share of the width.
    func firstRun(row y: Double) -> Double {
        let row = min(Int(y * Double(n)), n - 1)
        let line = (0..<n).map { inked($0, row) }
        guard let start = line.firstIndex(of: true) else { return 0 }
        let end = line[start...].firstIndex(of: false) ?? n
        return Double(end - start) / Double(n)
    }

    private static func longestRun(_ line: [Bool]) -> Double {
        var longest = 0
        var current = 0
        for inked in line {
            current = inked ? current + 1 : 0
            longest = max(longest, current)
        }
        return Double(longest) / Double(line.count)
    }
}
