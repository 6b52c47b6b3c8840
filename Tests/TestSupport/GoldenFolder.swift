import Foundation
import XCTest

/// How far an image may stray from its golden: the largest allowed difference of any 8-bit
/// channel of any pixel. Each is named, and declared with a comment saying why that margin is
/// needed; a failure names the one it exceeded.
public struct GoldenTolerance: Sendable, CustomStringConvertible {
    public let name: String
    public let levels: Int

    public init(_ name: String, levels: Int) {
        self.name = name
        self.levels = levels
    }

    public var description: String { "\(name): \(levels) level\(levels == 1 ? "" : "s")" }
}

/// A folder of golden PNGs and the check of images against them (STYLE.md practice 5).
///
/// - On a mismatch the expected, actual and difference images are written to
///   `$TMPDIR/zoetrope-goldens/<suite>/` (the suite is the folder's parent, `CLITests`, say) and
///   the failure names them.
/// - `ZOETROPE_UPDATE_GOLDENS=1` rewrites every golden that is missing or does not match and
///   fails the test that did, so goldens never change silently; run again without it to check.
public struct GoldenFolder: Sendable {
    /// How images are compared, and so what `assertMatches` is given.
    public enum Pixels: Sendable {
        /// Premultiplied RGBA, as a renderer draws it; stored unpremultiplied (which round-trips
        /// every valid premultiplied pixel exactly) and compared premultiplied.
        case premultiplied
        /// Straight RGBA, as a PNG file holds it; compared as stored.
        case straight
    }

    public static let updateVariable = "ZOETROPE_UPDATE_GOLDENS"

    public let directory: URL
    public let pixels: Pixels
    /// Where a failure's expected, actual and diff images are written.
    public let failures: URL

    public init(_ directory: URL, pixels: Pixels) {
        self.directory = directory
        self.pixels = pixels
        failures = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-goldens")
            .appendingPathComponent(directory.deletingLastPathComponent().lastPathComponent)
    }

    /// The golden `<name>.png`.
    public func url(_ name: String) -> URL {
        directory.appendingPathComponent("\(name).png")
    }

    /// Fails unless `actual` (`width`×`height` RGBA, as `pixels` says) is within `tolerance` of
    /// the golden `<name>.png`. `encoded`, when given, is the file to store when recording (a PNG
    /// of `actual` another encoder wrote, smaller than this codec's); else `actual` is encoded.
    public func assertMatches(
        _ name: String, rgba actual: [UInt8], width: Int, height: Int, tolerance: GoldenTolerance,
        encoded: [UInt8]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        precondition(actual.count == width * height * 4, "\(name): \(actual.count) bytes for \(width)×\(height)")
        let url = url(name)
        let updating = ProcessInfo.processInfo.environment[Self.updateVariable] == "1"
        func record(_ reason: String) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let image = straight(actual, width: width, height: height)
                try Data(encoded ?? PNGCodec.encode(image)).write(to: url)
                XCTFail(
                    "\(name): \(reason); recorded golden \(url.path), run again without \(Self.updateVariable) "
                        + "to check it", file: file, line: line)
            } catch {
                XCTFail("\(name): cannot record golden \(url.path): \(error)", file: file, line: line)
            }
        }

        let golden: PNGCodec.Image
        do {
            golden = try PNGCodec.decode([UInt8](Data(contentsOf: url)))
        } catch {
            if updating { return record("no golden") }
            XCTFail(
                "\(name): cannot read golden \(url.path) (\(error)); record it with \(Self.updateVariable)=1",
                file: file, line: line)
            return
        }
        guard golden.width == width, golden.height == height else {
            if updating { return record("the size changed") }
            XCTFail(
                "\(name): golden is \(golden.width)×\(golden.height), the image is \(width)×\(height)",
                file: file, line: line)
            return
        }
        let expected = pixels == .premultiplied ? golden.premultipliedRGBA : golden.rgba
        var worst = 0
        var differing = 0
        for p in stride(from: 0, to: expected.count, by: 4) {
            let d = channelDifference(expected, actual, at: p)
            worst = max(worst, d)
            if d > tolerance.levels { differing += 1 }
        }
        guard differing > 0 else { return }
        if updating { return record("\(differing) pixels differed, by up to \(worst) levels") }
        let paths = writeFailure(name, expected: expected, actual: actual, width: width, height: height, tolerance)
        XCTFail(
            "\(name): \(differing) pixels differ by more than the tolerance (\(tolerance)), by up to \(worst) "
                + "levels; expected, actual, diff: \(paths)", file: file, line: line)
    }

    /// Fails unless the PNG file `png` is within `tolerance` of the golden `<name>.png`; when
    /// recording, `png` is stored as it is. A file the same bytes as the golden passes without
    /// being decoded.
    public func assertMatches(
        _ name: String, png: [UInt8], tolerance: GoldenTolerance, file: StaticString = #filePath, line: UInt = #line
    ) {
        precondition(pixels == .straight, "a PNG file holds straight pixels")
        if let golden = try? Data(contentsOf: url(name)), [UInt8](golden) == png { return }
        do {
            let image = try PNGCodec.decode(png)
            assertMatches(
                name, rgba: image.rgba, width: image.width, height: image.height, tolerance: tolerance, encoded: png,
                file: file, line: line)
        } catch {
            XCTFail("\(name): cannot decode the image drawn (\(error))", file: file, line: line)
        }
    }

    private func channelDifference(_ a: [UInt8], _ b: [UInt8], at p: Int) -> Int {
        var worst = 0
        for c in 0..<4 { worst = max(worst, abs(Int(a[p + c]) - Int(b[p + c]))) }
        return worst
    }

    private func straight(_ rgba: [UInt8], width: Int, height: Int) -> PNGCodec.Image {
        pixels == .premultiplied
            ? PNGCodec.Image(width: width, height: height, premultipliedRGBA: rgba)
            : PNGCodec.Image(width: width, height: height, rgba: rgba)
    }

    /// Writes `<name>-expected.png`, `-actual.png` and `-diff.png` (red where the tolerance is
    /// exceeded, yellow where within it, the expected image faded elsewhere) and returns their
    /// paths.
    private func writeFailure(
        _ name: String, expected: [UInt8], actual: [UInt8], width: Int, height: Int, _ tolerance: GoldenTolerance
    ) -> String {
        var diff = [UInt8](repeating: 255, count: expected.count)
        for i in stride(from: 0, to: expected.count, by: 4) {
            let worst = channelDifference(expected, actual, at: i)
            if worst > tolerance.levels {
                diff[i..<(i + 3)] = [255, 0, 0]
            } else if worst > 0 {
                diff[i..<(i + 3)] = [255, 200, 0]
            } else {
                let grey = UInt8(192 + Int(expected[i + 1]) / 4)
                diff[i..<(i + 3)] = [grey, grey, grey]
            }
        }
        let images = [
            ("expected", straight(expected, width: width, height: height)),
            ("actual", straight(actual, width: width, height: height)),
            ("diff", PNGCodec.Image(width: width, height: height, rgba: diff)),
        ]
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            for (suffix, image) in images {
                let url = failures.appendingPathComponent("\(name)-\(suffix).png")
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
}

extension PNGCodec.Image {
    /// The image of premultiplied RGBA `bytes`, in straight alpha: c · 255 / a, rounded.
    /// Distinct valid premultiplied values (c ≤ a) stay distinct, and `premultipliedRGBA` maps
    /// them back exactly.
    public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) {
        var rgba = bytes
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            for c in 0..<3 {
                rgba[i + c] = a == 0 ? 0 : UInt8(min(255, (Int(rgba[i + c]) * 255 + a / 2) / a))
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// The pixels premultiplied: c · a / 255, rounded.
    public var premultipliedRGBA: [UInt8] {
        var bytes = rgba
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = Int(bytes[i + 3])
            for c in 0..<3 { bytes[i + c] = UInt8((Int(bytes[i + c]) * a + 127) / 255) }
        }
        return bytes
    }
}
