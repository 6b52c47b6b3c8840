import Foundation
import XCTest

@testable import Media

/// HEVC, ProRes 4444 and VP9 encoding, transparency, and concatenation without re-encoding.
final class VideoCodecTests: XCTestCase {
    /// ProRes is near-lossless; VP9 at CRF 24 on flat colour comes back within a few levels; alpha in
    /// both is stored at full precision for flat areas.
    static let tolerance = 6

    /// Transparent, with an opaque green square in the middle (premultiplied).
    private func squareFrame(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in height / 4..<height * 3 / 4 {
            for x in width / 4..<width * 3 / 4 {
                let offset = (y * width + x) * 4
                pixels[offset + 1] = 200
                pixels[offset + 3] = 255
            }
        }
        return pixels
    }

    private func encode(_ settings: VideoSettings, frames: Int, to path: String, frame: (Int) -> [UInt8]) throws {
        let encoder = try VideoEncoder(path: path, settings: settings)
        for index in 0..<frames { try encoder.append(premultipliedRGBA: frame(index)) }
        try encoder.finish()
    }

    private func assertKeepsAlpha(codec: VideoCodec, file: String, expectedFormat: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(file)
        let settings = VideoSettings(width: 32, height: 32, fps: 10, codec: codec, keepsAlpha: true)
        try encode(settings, frames: 3, to: path) { _ in squareFrame(width: 32, height: 32) }
        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.codecName, codec == .prores ? "prores" : "vp9")
        XCTAssertEqual(reader.pixelFormatName, expectedFormat)
        var count = 0
        while let frame = try reader.nextFrame() {
            let centre = (16 * 32 + 16) * 4
            XCTAssertEqual(Int(frame[centre + 3]), 255, "\(file): centre alpha")
            XCTAssertEqual(Int(frame[centre + 1]), 200, accuracy: Self.tolerance, "\(file): centre green")
            XCTAssertEqual(Int(frame[(2 * 32 + 2) * 4 + 3]), 0, "\(file): corner alpha")
            count += 1
        }
        XCTAssertEqual(count, 3)
    }

    func testProResKeepsAlpha() throws {
        // prores_ks is fed yuva444p10le; FFmpeg's decoder reports ProRes 4444 as 12-bit.
        try assertKeepsAlpha(codec: .prores, file: "alpha.mov", expectedFormat: "yuva444p12le")
    }

    func testVP9KeepsAlpha() throws {
        // The alpha plane rides beside the picture in WebM (the stream itself says yuv420p);
        // VideoReader decodes it with libvpx, which returns both.
        try assertKeepsAlpha(codec: .vp9, file: "alpha.webm", expectedFormat: "yuv420p")
    }

    func testHEVCInMP4() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("h.mp4")
        let settings = VideoSettings(width: 65, height: 65, fps: 30, codec: .hevc, preset: "ultrafast")
        try encode(settings, frames: 4, to: path) { _ in [UInt8]((0..<65 * 65).flatMap { _ in [200, 0, 0, 255] }) }
        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.codecName, "hevc")
        XCTAssertEqual([reader.width, reader.height], [66, 66], "4:2:0 pads odd sizes")
        var count = 0
        while let frame = try reader.nextFrame() {
            XCTAssertEqual(Int(frame[(8 * 66 + 8) * 4]), 200, accuracy: Self.tolerance)
            count += 1
        }
        XCTAssertEqual(count, 4)
    }

    func testImpossibleCombinationsAreClearErrors() throws {
        let directory = try TemporaryDirectory()
        let cases: [(VideoSettings, String, String)] = [
            (
                VideoSettings(width: 8, height: 8, keepsAlpha: true), "x.mp4",
                "H.264 cannot store transparency; use ProRes 4444 or VP9, or opaque frames"
            ),
            (
                VideoSettings(width: 8, height: 8, codec: .prores, crf: 10), "x.mov",
                "ProRes 4444 has no CRF setting; its quality is fixed by the profile"
            ),
            (
                VideoSettings(width: 8, height: 8, codec: .vp9, preset: "fast"), "x.webm",
                "VP9 takes no preset; presets are for H.264 and HEVC"
            ),
            (VideoSettings(width: 8, height: 8, codec: .vp9, crf: 64), "x.webm", "video crf 64 is out of range 0...63"),
            (
                VideoSettings(width: 100, height: 40, codec: .hevc), "x.mp4",
                "HEVC needs frames of at least 64×64 pixels (these are 100×40)"
            ),
            (
                VideoSettings(width: 8, height: 8, codec: .prores), "x.mp4",
                "cannot write \(directory.file("x.mp4")): ProRes 4444 video goes in .mov files"
            ),
        ]
        for (settings, name, message) in cases {
            XCTAssertThrowsError(try VideoEncoder(path: directory.file(name), settings: settings)) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        XCTAssertEqual(try directory.contents(), [])
    }

    func testConcatenationCopiesEveryFrameInOrder() throws {
        let directory = try TemporaryDirectory()
        // Lossless H.264 (CRF 0) decodes to exactly what went in, so frames can be compared exactly.
        let settings = VideoSettings(width: 16, height: 16, fps: 30, crf: 0, preset: "ultrafast")
        func frame(_ index: Int) -> [UInt8] { [UInt8]((0..<256).flatMap { _ in [UInt8(index * 9), 60, 90, 255] }) }
        let parts = [0..<10, 10..<17, 17..<25]
        for (number, part) in parts.enumerated() {
            try encode(settings, frames: part.count, to: directory.file("part\(number).mp4")) {
                frame(part.lowerBound + $0)
            }
        }
        try encode(settings, frames: 25, to: directory.file("whole.mp4")) { frame($0) }
        let joined = directory.file("joined.mp4")
        let count = try VideoConcatenator.concatenate((0..<3).map { directory.file("part\($0).mp4") }, to: joined)
        XCTAssertEqual(count, 25)

        let reader = try VideoReader(path: joined)
        XCTAssertEqual(reader.duration, 25.0 / 30.0, accuracy: 1e-6)
        let whole = try VideoReader(path: directory.file("whole.mp4"))
        var index = 0
        while let frame = try reader.nextFrame() {
            XCTAssertEqual(frame, try whole.nextFrame(), "frame \(index)")
            index += 1
        }
        XCTAssertEqual(index, 25)
    }

    func testConcatenationRefusesDifferentSettings() throws {
        let directory = try TemporaryDirectory()
        let black = [UInt8](repeating: 0, count: 16 * 16 * 4)
        try encode(
            VideoSettings(width: 16, height: 16, fps: 30, preset: "ultrafast"), frames: 2, to: directory.file("a.mp4")
        ) { _ in black }
        try encode(
            VideoSettings(width: 16, height: 16, fps: 25, preset: "ultrafast"), frames: 2, to: directory.file("b.mp4")
        ) { _ in black }
        let output = directory.file("ab.mp4")
        XCTAssertThrowsError(
            try VideoConcatenator.concatenate([directory.file("a.mp4"), directory.file("b.mp4")], to: output)
        ) {
            XCTAssertEqual(
                "\($0)",
                "cannot concatenate \(directory.file("b.mp4")) after \(directory.file("a.mp4")): its frame rate is 25.0 fps, not 30.0"
            )
        }
        XCTAssertEqual(try directory.contents(), ["a.mp4", "b.mp4"])
    }

    /// The x264 settings a file was encoded with, as x264 writes them into the stream (its
    /// "options:" SEI), one `name=value` per entry.
    private func x264Options(ofFileAt path: String) throws -> [String: String] {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let marker = Data("options: ".utf8)
        let start = try XCTUnwrap(bytes.range(of: marker), "no x264 options in \(path)").upperBound
        let end = bytes[start...].firstIndex(of: 0) ?? bytes.endIndex
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        var options: [String: String] = [:]
        for entry in text.split(separator: " ") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { options[String(parts[0])] = String(parts[1]) }
        }
        return options
    }

    /// The mode of x264's adaptive quantisation: its "aq" entry is `mode:strength`.
    private func aqMode(_ options: [String: String]) -> String? {
        options["aq"]?.split(separator: ":").first.map(String.init)
    }

    /// With no preset named, H.264 is encoded with the settings tuned for UI animation (x264's
    /// `veryfast`, tuned for SSIM: adaptive quantisation by variance, Benchmarks/RESULTS.md "Encoder
    /// sweep"); a named
    /// preset is x264's own with its adaptive quantisation, as before the tuned default, and
    /// `--crf` overrides the quality of either.
    func testDefaultH264IsTunedForUIAndANamedPresetIsX264sOwn() throws {
        let directory = try TemporaryDirectory()
        let gradient: (Int) -> [UInt8] = { index in
            (0..<64 * 64).flatMap { pixel -> [UInt8] in [UInt8((pixel % 64) * 4), UInt8(index * 40), 128, 255] }
        }
        func options(_ crf: Int?, _ preset: String?, _ name: String) throws -> [String: String] {
            let path = directory.file(name)
            try encode(VideoSettings(width: 64, height: 64, fps: 30, crf: crf, preset: preset), frames: 3, to: path) {
                gradient($0)
            }
            return try x264Options(ofFileAt: path)
        }
        let tuned = try options(nil, nil, "default.mp4")
        XCTAssertEqual(tuned["subme"], "2", "veryfast's sub-pixel refinement")
        XCTAssertEqual(tuned["ref"], "1")
        XCTAssertEqual(aqMode(tuned), "2", "adaptive quantisation by variance (tune ssim)")
        XCTAssertEqual(tuned["psy"], "0")
        XCTAssertEqual(tuned["crf"], "\(VideoCodec.tunedCRF).0")
        let medium = try options(nil, "medium", "medium.mp4")
        XCTAssertEqual(medium["subme"], "7")
        XCTAssertEqual(medium["ref"], "3")
        XCTAssertEqual(aqMode(medium), "1")
        XCTAssertEqual(medium["psy"], "1")
        XCTAssertEqual(medium["crf"], "18.0")
        let tunedAt24 = try options(24, nil, "crf24.mp4")
        XCTAssertEqual(tunedAt24["subme"], "2")
        XCTAssertEqual(aqMode(tunedAt24), "2")
        XCTAssertEqual(tunedAt24["crf"], "24.0")
    }

    /// x264's look-ahead: the preset's own for small frames, shortened for large ones so its frames
    /// fit the budget, never below 8 nor above the preset's.
    func testLookaheadIsBoundedForLargeFrames() {
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "medium", width: 390, height: 844), 40)
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "medium", width: 1170, height: 2532), 8)
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "slow", width: 1920, height: 1080), 12)
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "medium", width: 4096, height: 4096), 8)
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "ultrafast", width: 1170, height: 2532), 0)
        XCTAssertEqual(VideoCodec.lookaheadFrames(preset: "veryfast", width: 390, height: 844), 10)
        let options = VideoCodec.h264.privateOptions(
            VideoSettings(width: 1170, height: 2532, fps: 60, codec: .h264, crf: 18, preset: "medium"))
        XCTAssertEqual(
            options.first { $0.0 == "x264-params" }?.1,
            "rc-lookahead=8:sync-lookahead=0:threads=\(ProcessInfo.processInfo.activeProcessorCount)")
    }
}
