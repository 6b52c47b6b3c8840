import Foundation
import XCTest

@testable import Raster

/// How far a rendering may stray from its golden image: the largest allowed difference of any
/// 8-bit channel. Every golden is recorded by this renderer, so on the recording machine the
/// bytes match exactly; the margins cover arithmetic that may round differently elsewhere.
enum GoldenTolerance {
    /// Fills and compositing: coverage is exact arithmetic on the path, but curve flattening
    /// goes through libm's sin/cos, whose last bits vary between C libraries; one level.
    static let rasterization = 1
    /// Filters sum thousands of floats in running box sums and re-quantize after each filter;
    /// summation order is fixed, but a different compiler may contract or vectorize
    /// differently, nudging values across a rounding boundary; two levels.
    static let filtered = 2
}

/// Golden-image checks (STYLE.md practice 5). Goldens are PNGs in `Tests/RasterTests/Goldens`,
/// stored unpremultiplied (which round-trips every valid premultiplied pixel exactly).
///
/// - Every check renders with 1 and with 2 threads and requires identical bytes.
/// - On a mismatch the expected, actual and difference images are written to a temporary
///   directory and their paths printed.
/// - `ZOETROPE_RECORD_GOLDENS=1` rewrites the golden from the 1-thread rendering and still
///   fails the test, so goldens never change silently.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let recordVariable = "ZOETROPE_RECORD_GOLDENS"

    static func assertMatches(
        _ name: String, tolerance: Int, width: Int, height: Int, background: Color = .clear,
        file: StaticString = #filePath, line: UInt = #line, _ commands: [DrawCommand]
    ) {
        let list = DisplayList(commands: commands)
        let one = Renderer(threads: 1).render(list, width: width, height: height, background: background)
        let two = Renderer(threads: 2).render(list, width: width, height: height, background: background)
        if let i = zip(one.bytes, two.bytes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            XCTFail(
                "\(name): 1 and 2 threads differ first at pixel (\(i / 4 % width), \(i / 4 / width))",
                file: file, line: line)
        }
        let url = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(PNGCodec.encode(unpremultiplied(one))).write(to: url)
                XCTFail(
                    "recorded golden \(url.path); run again without \(recordVariable) to check it", file: file,
                    line: line)
            } catch {
                XCTFail("cannot record golden \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        let expected: PixelBuffer
        do {
            let image = try PNGCodec.decode([UInt8](Data(contentsOf: url)))
            guard let buffer = premultiplied(image) else {
                XCTFail("golden \(url.path) has a wrong byte count", file: file, line: line)
                return
            }
            expected = buffer
        } catch {
            XCTFail(
                "cannot read golden \(url.path) (\(error)); record it with \(recordVariable)=1", file: file, line: line)
            return
        }
        guard expected.width == width, expected.height == height else {
            XCTFail(
                "\(name): golden is \(expected.width)×\(expected.height), rendering is \(width)×\(height)",
                file: file, line: line)
            return
        }
        let worst = zip(expected.bytes, one.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        guard worst > tolerance else { return }
        let paths = writeFailure(name, expected: expected, actual: one, tolerance: tolerance)
        XCTFail(
            "\(name): a channel differs by \(worst) (tolerance \(tolerance)); expected, actual, diff: \(paths)",
            file: file, line: line)
    }

    /// Writes `<name>-expected.png`, `-actual.png` and `-diff.png` (red where the tolerance is
    /// exceeded, yellow where within it, the expected image faded elsewhere) and returns their
    /// paths.
    private static func writeFailure(_ name: String, expected: PixelBuffer, actual: PixelBuffer, tolerance: Int)
        -> String
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-goldens")
        var diff = [UInt8](repeating: 255, count: expected.bytes.count)
        for p in 0..<(expected.width * expected.height) {
            let i = p * 4
            let worst = (0..<4).map { abs(Int(expected.bytes[i + $0]) - Int(actual.bytes[i + $0])) }.max() ?? 0
            if worst > tolerance {
                diff[i..<(i + 3)] = [255, 0, 0]
            } else if worst > 0 {
                diff[i..<(i + 3)] = [255, 200, 0]
            } else {
                let grey = UInt8(192 + Int(expected.bytes[i + 1]) / 4)
                diff[i..<(i + 3)] = [grey, grey, grey]
            }
        }
        let images = [
            ("expected", unpremultiplied(expected)), ("actual", unpremultiplied(actual)),
            ("diff", PNGCodec.Image(width: expected.width, height: expected.height, rgba: diff)),
        ]
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (suffix, image) in images {
                let url = folder.appendingPathComponent("\(name)-\(suffix).png")
                try Data(PNGCodec.encode(image)).write(to: url)
                paths.append(url.path)
            }
        } catch {
            paths.append("(could not write: \(error))")
        }
        let list = paths.joined(separator: " ")
        print("golden mismatch \(name): \(list)")
        return list
    }

    /// Straight alpha: c · 255 / a, rounded. Distinct valid premultiplied values (c ≤ a) stay
    /// distinct, and `premultiplied` maps them back exactly.
    static func unpremultiplied(_ buffer: PixelBuffer) -> PNGCodec.Image {
        var rgba = buffer.bytes
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            for c in 0..<3 {
                rgba[i + c] = a == 0 ? 0 : UInt8(min(255, (Int(rgba[i + c]) * 255 + a / 2) / a))
            }
        }
        return PNGCodec.Image(width: buffer.width, height: buffer.height, rgba: rgba)
    }

    static func premultiplied(_ image: PNGCodec.Image) -> PixelBuffer? {
        var rgba = image.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            for c in 0..<3 { rgba[i + c] = UInt8((Int(rgba[i + c]) * a + 127) / 255) }
        }
        return PixelBuffer(width: image.width, height: image.height, bytes: rgba)
    }
}
