import TestSupport
import XCTest

@testable import Raster

/// The eight-pixel loops against the one-pixel arithmetic they stand for (STYLE.md practice 4):
/// the same bytes on many random rows, tails included.
final class PixelBlockTests: XCTestCase {
    private var random = SplitMix64(state: 29)

    /// A valid premultiplied pixel (colour ≤ alpha), often transparent or opaque.
    private func randomPixel() -> UInt32 {
        let alpha: UInt32
        switch random.int(in: 0...3) {
        case 0: alpha = 0
        case 1: alpha = 255
        default: alpha = UInt32(random.int(in: 1...254))
        }
        func channel() -> UInt32 { UInt32(random.int(in: 0...Int(alpha))) }
        return channel() | channel() << 8 | channel() << 16 | alpha << 24
    }

    func testPackingAndUnpackingMatchThePixelByPixelForms() {
        let specials: [Float] = [
            -3, -0.0, 0, 0.49, 0.5, 1.5, 2.5, 127.5, 254.5, 254.99, 255, 255.4, 256, 1e9, .nan, .infinity,
        ]
        for trial in 0..<200 {
            var lanes = [[Float]](repeating: [], count: 4)
            for c in 0..<4 {
                lanes[c] = (0..<8).map { _ in
                    trial < 4 ? specials[random.int(in: 0...(specials.count - 1))] : Float(random.double(in: -10...270))
                }
            }
            let block = PixelBlock(
                r: PixelBlock.Lanes(lanes[0]), g: PixelBlock.Lanes(lanes[1]), b: PixelBlock.Lanes(lanes[2]),
                a: PixelBlock.Lanes(lanes[3]))
            let words = block.packed()
            let unpacked = PixelBlock(words)
            for i in 0..<8 {
                let expected = BandPainter.pack(SIMD4(lanes[0][i], lanes[1][i], lanes[2][i], lanes[3][i]), bias: 0.5)
                XCTAssertEqual(words[i], expected, "trial \(trial) lane \(i): \(lanes.map { $0[i] })")
                let back = BandPainter.unpack(words[i])
                XCTAssertEqual(SIMD4(unpacked.r[i], unpacked.g[i], unpacked.b[i], unpacked.a[i]), back)
            }
        }
    }

    /// Without the lower clamp, values from −0.25 up pack as with it.
    func testPackingFromNonNegativeMatchesPackingFromMinusAQuarterUp() {
        let specials: [Float] = [
            -0.25, -0.24, -1e-6, -0.0, 0, 0.49, 0.5, 254.5, 255, 255.49, 255.5, 256, 1e9, .infinity,
        ]
        for trial in 0..<200 {
            let lanes = (0..<4).map { _ in
                PixelBlock.Lanes(
                    (0..<8).map { _ in
                        trial < 4
                            ? specials[random.int(in: 0...(specials.count - 1))] : Float(random.double(in: -0.25...300))
                    })
            }
            let block = PixelBlock(r: lanes[0], g: lanes[1], b: lanes[2], a: lanes[3])
            XCTAssertEqual(block.packedFromNonNegative(), block.packed(), "trial \(trial): \(lanes)")
        }
    }

    func testShadowTintMatchesTheOnePixelFormula() {
        for trial in 0..<100 {
            let count = random.int(in: 1...37)
            let color = SIMD4<Float>(0.1, 0.2, 0.3, 1) * Float(random.double(in: 0.05...1))
            let visible = 0.5 / color.w
            var pixels = (0..<count).map { _ in randomPixel() }
            let strength = (0..<count).map { _ in
                random.int(in: 0...2) == 0
                    ? visible * Float(random.double(in: 0...1)) : Float(random.double(in: 0...255))
            }
            let expected = zip(pixels, strength).map { word, s -> UInt32 in
                guard s >= visible, word >> 24 != 255 else { return word }
                let p = BandPainter.unpack(word)
                return BandPainter.pack(p + color * (s * (1 - p.w * (1 / 255))), bias: 0.5)
            }
            pixels.withUnsafeMutableBytes { raw in
                strength.withUnsafeBufferPointer { s in
                    FilterPass.tint(
                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count,
                        strength: FilterPass.RowStrength(values: s.baseAddress!), color: color, visible: visible)
                }
            }
            XCTAssertEqual(pixels, expected, "trial \(trial)")
        }
    }

    /// A shadow's strengths sampled from two plane rows, eight at a time or one, are exactly
    /// those of mixing the rows first and then neighbouring cells.
    func testMixedShadowStrengthMatchesMixingRowsThenColumns() {
        for trial in 0..<50 {
            let count = random.int(in: 1...40)
            var upper = (0...count + PixelBlock.count).map { _ in Float(random.double(in: 0...1)) }
            var lower = (0...count + PixelBlock.count).map { _ in Float(random.double(in: 0...1)) }
            let wy = Float(random.double(in: 0...1))
            let w = Float(random.double(in: 0...1))
            let mixed = zip(upper, lower).map { (1 - wy) * $0 + wy * $1 }
            let expected = (0..<count).map { x in (1 - w) * mixed[x] + w * mixed[x + 1] }
            upper.withUnsafeMutableBufferPointer { u in
                lower.withUnsafeMutableBufferPointer { l in
                    let strength = FilterPass.MixedStrength(upper: u.baseAddress!, lower: l.baseAddress!, wy: wy, w: w)
                    for x in 0..<count {
                        XCTAssertEqual(strength.value(at: x), expected[x], "trial \(trial), x \(x)")
                        if x + PixelBlock.count <= count {
                            let block = strength.block(at: x)
                            for lane in 0..<PixelBlock.count {
                                XCTAssertEqual(block[lane], expected[x + lane], "trial \(trial), x \(x + lane)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Source-over through the compositor (opacity, and a mask for per-pixel factors) against
    /// `BandPainter.blend` pixel by pixel.
    func testNormalCompositingMatchesTheOnePixelBlend() {
        for trial in 0..<60 {
            let width = random.int(in: 1...29)
            let sources = (0..<width).map { _ in randomPixel() }
            let targets = (0..<width).map { _ in randomPixel() }
            let masks = (0..<width).map { _ in UInt8(random.int(in: 0...3) == 0 ? 255 : random.int(in: 0...255)) }
            let opacity = trial % 3 == 0 ? 1 : Float(random.double(in: 0...1))
            assertCompositeMatchesOnePixelBlend(
                sources: sources, targets: targets, masks: trial % 2 == 0 ? masks : nil, opacity: opacity,
                "trial \(trial)")
        }
    }

    /// Runs of equal eight-pixel blocks, where source, destination and mask each follow or break
    /// the run independently: a block takes the result of the block before only when all three
    /// repeat, and every pixel still matches `BandPainter.blend`.
    func testRepeatedBlocksCompositeAsTheOnePixelBlend() {
        for trial in 0..<40 {
            let blocks = 12
            let width = blocks * PixelBlock.count + random.int(in: 0...7)
            // Two candidate blocks for each of source, destination and mask; each block picks one.
            let sourceBlocks = (0..<2).map { _ in (0..<PixelBlock.count).map { _ in randomPixel() } }
            let targetBlocks = (0..<2).map { _ in (0..<PixelBlock.count).map { _ in randomPixel() } }
            let maskBlocks = (0..<2).map { _ in (0..<PixelBlock.count).map { _ in UInt8(random.int(in: 0...255)) } }
            var sources: [UInt32] = []
            var targets: [UInt32] = []
            var masks: [UInt8] = []
            for x in 0..<width {
                let b = x / PixelBlock.count
                let lane = x % PixelBlock.count
                // Mostly repeats of block 0, with each part switching to block 1 now and then.
                let pick = { (salt: Int) in b < blocks && (b * 7 + salt * 3 + trial) % 5 == 0 ? 1 : 0 }
                sources.append(b < blocks ? sourceBlocks[pick(0)][lane] : randomPixel())
                targets.append(b < blocks ? targetBlocks[pick(1)][lane] : randomPixel())
                masks.append(b < blocks ? maskBlocks[pick(2)][lane] : UInt8(random.int(in: 0...255)))
            }
            assertCompositeMatchesOnePixelBlend(
                sources: sources, targets: targets, masks: trial % 2 == 0 ? masks : nil,
                opacity: Float(random.double(in: 0.05...1)), "trial \(trial)")
        }
    }

    /// Solid paint, at one coverage across the run (full or not, opaque colour or not) and at
    /// per-pixel coverage, gives every pixel `BandPainter.blend` of the colour times its coverage.
    func testSolidPaintingMatchesTheOnePixelBlend() {
        for trial in 0..<80 {
            let width = random.int(in: 1...40)
            let left = random.int(in: 0...9)
            let columns = random.int(in: 0...min(3, width - 1))..<width
            let targets = (0..<width).map { _ in randomPixel() }
            let alpha: Float = trial % 2 == 0 ? 1 : Float(random.double(in: 0...1))
            let solid = SIMD4<Float>(
                Float(random.double(in: 0...1)) * alpha, Float(random.double(in: 0...1)) * alpha,
                Float(random.double(in: 0...1)) * alpha, alpha)
            let constant: Float? =
                switch trial % 4 {
                case 0, 1: 1
                case 2: Float(random.double(in: 0...1))
                default: nil
                }
            var coverage = (0..<width).map { _ in
                constant ?? (random.int(in: 0...2) == 0 ? 1 : Float(random.double(in: 0...1)))
            }
            var pixels = targets
            pixels.withUnsafeMutableBytes { raw in
                let row = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                if let constant {
                    PixelBlock.paintSolid(row, coverage: constant, columns: columns, left: left, solid)
                } else {
                    coverage.withUnsafeMutableBufferPointer {
                        PixelBlock.paintSolid(row, coverage: $0.baseAddress!, columns: columns, left: left, solid)
                    }
                }
            }
            for x in 0..<width {
                var expected = targets[x]
                if columns.contains(x) {
                    withUnsafeMutableBytes(of: &expected) {
                        BandPainter.blend(
                            $0.baseAddress!.assumingMemoryBound(to: UInt8.self), solid * coverage[x], bias: 0.5)
                    }
                }
                XCTAssertEqual(pixels[x], expected, "trial \(trial) pixel \(x) of \(columns), coverage \(coverage[x])")
            }
        }
    }

    /// Composites a row of `sources` onto `targets` with `opacity` (and `masks` as an alpha mask)
    /// and checks each pixel against `BandPainter.blend`.
    private func assertCompositeMatchesOnePixelBlend(
        sources: [UInt32], targets: [UInt32], masks: [UInt8]?, opacity: Float, _ message: String,
        line: UInt = #line
    ) {
        let width = sources.count
        let rect = PixelRect(x: 3, y: 2, width: width, height: 1)
        let source = Surface.allocate(rect)
        let target = Surface.allocate(rect)
        let maskSurface = Surface.allocate(rect)
        defer {
            source.deallocate()
            target.deallocate()
            maskSurface.deallocate()
        }
        for x in 0..<width {
            UnsafeMutableRawPointer(source.pixels + x * 4).storeBytes(of: sources[x], as: UInt32.self)
            UnsafeMutableRawPointer(target.pixels + x * 4).storeBytes(of: targets[x], as: UInt32.self)
            maskSurface.pixels[x * 4 + 3] = masks?[x] ?? 0
        }
        let compositor = LayerCompositor(
            source: source, region: rect, opacity: opacity, blendMode: .normal, clip: nil,
            mask: masks == nil ? nil : LayerCompositor.Mask(surface: maskSurface, inverted: false))
        compositor.composite(onto: target, pool: WorkPool(threads: 1))
        for x in 0..<width {
            var f = opacity
            if let masks { f *= Float(masks[x]) * (1 / 255) }
            var expected = [UInt8](repeating: 0, count: 4)
            withUnsafeBytes(of: targets[x]) { for c in 0..<4 { expected[c] = $0[c] } }
            if f > BandPainter.negligibleCoverage && sources[x] != 0 {
                expected.withUnsafeMutableBufferPointer { pixel in
                    BandPainter.blend(
                        pixel.baseAddress!, BandPainter.unpack(sources[x]) * (f * (1 / 255)), bias: 0.5)
                }
            }
            let actual = (0..<4).map { target.pixels[x * 4 + $0] }
            XCTAssertEqual(actual, expected, "\(message) pixel \(x) of \(width), f \(f)", line: line)
        }
    }
}
