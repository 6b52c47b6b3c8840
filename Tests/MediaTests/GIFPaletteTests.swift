import TestSupport
import XCTest

@testable import Media

/// The palette's fast paths against plain references: counting colours, k-means assignment and the
/// nearest-colour table.
final class GIFPaletteTests: XCTestCase {
    /// The palette builder's weighting done the obvious way: every pixel of every frame, 4 when it changed
    /// since the previous frame (or is in the first), 1 otherwise, in 7-bit cells sorted by cell.
    private func referenceEntries(_ frames: [[UInt8]], keepsAlpha: Bool) -> [ColorHistogram.Entry] {
        func colour(_ frame: [UInt8], _ pixel: Int) -> (Int, Int, Int)? {
            let (r, g, b, a) = (
                Int(frame[pixel * 4]), Int(frame[pixel * 4 + 1]), Int(frame[pixel * 4 + 2]), Int(frame[pixel * 4 + 3])
            )
            if !keepsAlpha || a == 255 { return (r, g, b) }
            if a < 128 { return nil }
            return (min((r * 255 + a / 2) / a, 255), min((g * 255 + a / 2) / a, 255), min((b * 255 + a / 2) / a, 255))
        }
        var cells: [Int: [Int]] = [:]
        for (index, frame) in frames.enumerated() {
            for pixel in 0..<frame.count / 4 {
                let now = colour(frame, pixel)
                guard let (r, g, b) = now else { continue }
                let before = index == 0 ? nil : colour(frames[index - 1], pixel)
                let weight = index > 0 && before.map { $0 == (r, g, b) } == true ? 1 : 4
                let key = (r >> 1) << 14 | (g >> 1) << 7 | (b >> 1)
                let cell = cells[key] ?? [0, 0, 0, 0]
                cells[key] = [cell[0] + weight, cell[1] + weight * r, cell[2] + weight * g, cell[3] + weight * b]
            }
        }
        return cells.keys.sorted().map { key in
            let cell = cells[key] ?? []
            let weight = Double(cell[0])
            return ColorHistogram.Entry(
                red: Double(cell[1]) / weight, green: Double(cell[2]) / weight, blue: Double(cell[3]) / weight,
                weight: weight)
        }
    }

    func testBuilderCountsLikeTheReference() throws {
        for transparent in [false, true] {
            let frames = GIFTestAnimation.frames(width: 30, height: 20, count: 8, transparent: transparent, seed: 5)
            let expected = PaletteQuantizer.palette(
                for: referenceEntries(frames, keepsAlpha: transparent), maximumCount: GIFPalette.maximumCount)
            for threads in [1, 2] {
                let builder = GIFPaletteBuilder(width: 30, height: 20, keepsAlpha: transparent, threads: threads)
                for frame in frames { try builder.add(premultipliedRGBA: frame) }
                XCTAssertEqual(builder.makePalette().rgb, expected, "alpha \(transparent), \(threads) threads")
            }
        }
    }

    /// Random weighted colours on a coarse grid, so that equal distances (ties) are common.
    private func entries(_ count: Int, seed: UInt64) -> [ColorHistogram.Entry] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            ColorHistogram.Entry(
                red: Double(generator.next() % 16 * 16), green: Double(generator.next() % 16 * 16),
                blue: Double(generator.next() % 16 * 16), weight: Double(1 + generator.next() % 50))
        }
    }

    func testNearestCentresMatchAnExhaustiveSearch() {
        let points = entries(3000, seed: 9)
        var generator = SplitMix64(seed: 10)
        for centreCount in [1, 2, 7, 255] {
            // Grid centres (ties) and duplicates.
            var centres = (0..<centreCount).map { _ -> [Double] in
                [
                    Double(generator.next() % 8 * 32), Double(generator.next() % 8 * 32),
                    Double(generator.next() % 8 * 32),
                ]
            }
            if centreCount > 2 { centres[centreCount - 1] = centres[0] }
            let expected = points.map { point -> Int32 in
                var best = 0
                var bestDistance = Double.infinity
                for (index, centre) in centres.enumerated() {
                    let dr = point.red - centre[0]
                    let dg = point.green - centre[1]
                    let db = point.blue - centre[2]
                    let distance = dr * dr + dg * dg + db * db
                    if distance < bestDistance {
                        bestDistance = distance
                        best = index
                    }
                }
                return Int32(best)
            }
            for threads in [1, 3] {
                XCTAssertEqual(
                    PaletteQuantizer.nearestColours(points, centres: centres, threads: threads), expected,
                    "\(centreCount) centres, \(threads) threads")
            }
        }
    }

    func testPaletteDoesNotDependOnThreads() {
        let points = entries(4000, seed: 12)
        let one = PaletteQuantizer.palette(for: points, maximumCount: 255, threads: 1)
        XCTAssertEqual(PaletteQuantizer.palette(for: points, maximumCount: 255, threads: 2), one)
        XCTAssertEqual(PaletteQuantizer.palette(for: points, maximumCount: 255, threads: 5), one)
    }

    func testNearestColourTableMatchesAnExhaustiveSearch() {
        var generator = SplitMix64(seed: 21)
        for size in [1, 2, 16, 255] {
            var rgb = (0..<size * 3).map { _ in UInt8(generator.next() % 256) }
            if size > 2 { rgb[3..<6] = rgb[0..<3] }  // A duplicate colour: the lower index must win.
            let table = NearestColorTable(rgb: rgb)
            for _ in 0..<20000 {
                let (r, g, b) = (
                    Int32(generator.next() % 256), Int32(generator.next() % 256), Int32(generator.next() % 256)
                )
                var best = 0
                var bestDistance = Int32.max
                for index in 0..<size {
                    let dr = r - Int32(rgb[index * 3])
                    let dg = g - Int32(rgb[index * 3 + 1])
                    let db = b - Int32(rgb[index * 3 + 2])
                    if dr * dr + dg * dg + db * db < bestDistance {
                        bestDistance = dr * dr + dg * dg + db * db
                        best = index
                    }
                }
                let found = table.nearest(r, g, b)
                if Int(found) != best {
                    XCTFail("palette of \(size): (\(r), \(g), \(b)) gave \(found), expected \(best)")
                    return
                }
            }
        }
    }
}
