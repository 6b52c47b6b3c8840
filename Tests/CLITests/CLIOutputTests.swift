import Foundation
import Media
import XCTest

/// GIF, transparent video, PNG sequences, frame ranges, segments, progress and contact sheets.
final class CLIOutputTests: CLITestCase {
    func testGIFDefaultsTo30FpsAtScale1AndLoopsForever() throws {
        let out = file("launch.gif")
        let r = try run(["render", "scenes/launch.swift", "-o", out, "--duration", "0.2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("wrote \(out): 6 frames, 390x844, 30 fps, 0.20 s, in "), r.stdout)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        XCTAssertEqual(Array(bytes[0..<6]), Array("GIF89a".utf8))
        XCTAssertEqual(Int(bytes[6]) | Int(bytes[7]) << 8, 390)
        XCTAssertEqual(Int(bytes[8]) | Int(bytes[9]) << 8, 844)
        let loop = try XCTUnwrap(find(Array("NETSCAPE2.0".utf8), in: bytes), "loops forever")
        XCTAssertEqual(Array(bytes[loop + 11..<loop + 16]), [3, 1, 0, 0, 0])
        let frames = try decodedFrames(out)
        XCTAssertFalse(frames.isEmpty)
        XCTAssertEqual(try scratchContents(), ["launch.gif"])
    }

    func testGIFFlags() throws {
        let out = file("twice.gif")
        var r = try run([
            "render", "scenes/launch.swift", "-o", out, "--duration", "0.2", "--scale", "0.25", "--loop", "2",
            "--dither", "none",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        let loop = try XCTUnwrap(find(Array("NETSCAPE2.0".utf8), in: bytes))
        XCTAssertEqual(Array(bytes[loop + 11..<loop + 16]), [3, 1, 1, 0, 0], "plays twice: one repetition")

        r = try run(["render", "scenes/launch.swift", "-o", out, "--dither", "floyd"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("unknown dither 'floyd'"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", out, "--fps", "60"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("a GIF plays at most 50 fps"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", file("x.mp4"), "--loop", "2"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("'--loop' applies to GIF output only"), r.stderr)
    }

    func testTransparentProResAndVP9() throws {
        let scene = try transparentScene()
        for name in ["dot.mov", "dot.webm"] {
            let out = file(name)
            let r = try run([
                "render", scene, "-o", out, "--background", "none", "--size", "64x64", "--scale", "1", "--duration",
                "0.1", "--fps", "20",
            ])
            XCTAssertEqual(r.status, 0, r.stderr)
            let frames = try decodedFrames(out)
            XCTAssertEqual(frames.count, 2, name)
            for frame in frames {
                XCTAssertEqual(frame[(2 * 64 + 2) * 4 + 3], 0, "\(name): the corner is transparent")
                XCTAssertEqual(frame[(32 * 64 + 32) * 4 + 3], 255, "\(name): the dot is opaque")
                XCTAssertGreaterThan(frame[(32 * 64 + 32) * 4], 200, "\(name): the dot is red")
            }
        }
        let gif = file("dot.gif")
        let r = try run([
            "render", scene, "-o", gif, "--background", "none", "--size", "64x64", "--duration", "0.1",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let frame = try XCTUnwrap(try decodedFrames(gif).first)
        XCTAssertEqual(frame[(2 * 64 + 2) * 4 + 3], 0, "GIF: the corner is transparent")
        XCTAssertEqual(frame[(32 * 64 + 32) * 4 + 3], 255, "GIF: the dot is opaque")
        XCTAssertEqual(try VideoReader(path: file("dot.mov")).codecName, "prores")
        XCTAssertEqual(try VideoReader(path: file("dot.webm")).codecName, "vp9")
    }

    func testImpossibleCodecCombinationsSayWhatToUse() throws {
        var r = try run(["render", "scenes/launch.swift", "-o", file("x.mp4"), "--background", "none"])
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(
            r.stderr,
            "zoetrope: error: H.264 cannot store transparency; use a .mov file (ProRes 4444), a .webm file (VP9), "
                + "a .gif or a PNG sequence, or give an opaque --background\nRun 'zoetrope render --help' for usage.\n")
        r = try run(["render", "scenes/launch.swift", "-o", file("x.mp4"), "--codec", "prores"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("ProRes 4444 video goes in a .mov file"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", file("x.mov"), "--crf", "20"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("ProRes 4444 has no '--crf'"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", file("x.mp4"), "--codec", "av1"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("unknown codec 'av1' (expected one of: h264, hevc, prores, vp9)"), r.stderr)
        XCTAssertEqual(try scratchContents(), [])
    }

    func testHEVCInMP4() throws {
        let out = file("h.mp4")
        let r = try run([
            "render", "scenes/launch.swift", "-o", out, "--codec", "hevc", "--scale", "0.25", "--duration", "0.2",
            "--fps", "10", "--preset", "ultrafast",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let reader = try VideoReader(path: out)
        XCTAssertEqual(reader.codecName, "hevc")
        XCTAssertEqual(try decodedFrames(out).count, 2)
    }

    func testPNGSequenceNumbersFramesByTheirIndex() throws {
        try FileManager.default.createDirectory(atPath: file("frames"), withIntermediateDirectories: false)
        let scene = try transparentScene()
        let r = try run([
            "render", scene, "-o", file("frames/frame_%04d.png"), "--frames", "3..6", "--size", "64x64", "--scale",
            "0.5", "--background", "none",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try scratchContents("frames"), ["frame_0003.png", "frame_0004.png", "frame_0005.png"])
        let image = try ImageFile.read(path: file("frames/frame_0004.png"))
        XCTAssertEqual([image.width, image.height], [32, 32])
        XCTAssertEqual(image.premultipliedRGBA[3], 0, "transparency is kept with --background none")

        let opaque = try run([
            "render", scene, "-o", file("frames/black_%d.png"), "--frames", "0..1", "--size", "64x64", "--scale",
            "0.5", "--background", "#000000",
        ])
        XCTAssertEqual(opaque.status, 0, opaque.stderr)
        XCTAssertEqual(try ImageFile.read(path: file("frames/black_0.png")).premultipliedRGBA[0..<4], [0, 0, 0, 255])

        for pattern in ["frames/frame_%s.png", "frames/frame_%d_%d.png", "frames/frame_%4d.png", "frames/frame.png"] {
            let bad = try run(["render", scene, "-o", file(pattern), "--frames", "0..1"])
            XCTAssertEqual(bad.status, 64, pattern)
            XCTAssertTrue(bad.stderr.contains("needs a frame-number pattern"), bad.stderr)
        }
    }

    func testFrameRangesAreExact() throws {
        let out = file("part.mp4")
        var r = try run([
            "render", "scenes/launch.swift", "-o", out, "--from", "1", "--to", "1.5", "--fps", "10", "--scale", "0.25",
            "--preset", "ultrafast",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("wrote \(out): 5 frames (10..<15), 98x211, 10 fps, 0.50 s, in "), r.stdout)
        XCTAssertEqual(try decodedFrames(out).count, 5)

        r = try run(["render", "scenes/launch.swift", "-o", out, "--frames", "45..", "--fps", "10", "--scale", "0.25"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("wrote \(out): 5 frames (45..<50)"), r.stdout)

        r = try run(["render", "scenes/launch.swift", "-o", out, "--frames", "40..60", "--fps", "10"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("frames 40..60 go past the end of the scene (50 frames at 10 fps)"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", out, "--frames", "5..5"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("invalid value '5..5' for '--frames'"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", out, "--frames", "0..5", "--from", "1"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("give only one of '--frames', '--from'/'--to' and '--segment'"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", out, "--segment", "3/3"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("invalid value '3/3' for '--segment'"), r.stderr)
    }

    /// Lossless H.264 (--crf 0) decodes to exactly the frames that went in, so the three segments joined
    /// must equal the single render pixel for pixel.
    func testSegmentsConcatenateToTheSingleRender() throws {
        let common = ["--scale", "0.5", "--fps", "30", "--crf", "0", "--preset", "ultrafast", "-q"]
        var parts: [String] = []
        // The first two by frame numbers, the last as "segment 2 of 3" (frames 100..<150).
        for (index, range) in [["--frames", "0..50"], ["--frames", "50..100"], ["--segment", "2/3"]].enumerated() {
            let part = file("part\(index).mp4")
            let r = try run(["render", "scenes/launch.swift", "-o", part] + range + common)
            XCTAssertEqual(r.status, 0, r.stderr)
            parts.append(part)
        }
        let joined = file("joined.mp4")
        let c = try run(["concat"] + parts + ["-o", joined])
        XCTAssertEqual(c.status, 0, c.stderr)
        XCTAssertEqual(c.stdout, "wrote \(joined): 150 frames from 3 files\n")
        let single = file("single.mp4")
        let s = try run(["render", "scenes/launch.swift", "-o", single] + common)
        XCTAssertEqual(s.status, 0, s.stderr)

        XCTAssertEqual(try VideoReader(path: joined).duration, 5.0, accuracy: 1e-6)
        let a = try VideoReader(path: joined)
        let b = try VideoReader(path: single)
        var index = 0
        while let frame = try a.nextFrame() {
            let expected = try b.nextFrame()
            XCTAssertTrue(frame == expected, "frame \(index) differs")
            index += 1
        }
        XCTAssertEqual(index, 150)
        XCTAssertNil(try b.nextFrame())

        let other = file("other.mp4")
        _ = try run(["render", "scenes/launch.swift", "-o", other, "--frames", "0..2", "--scale", "0.25", "-q"])
        let bad = try run(["concat", parts[0], other, "-o", file("bad.mp4")])
        XCTAssertEqual(bad.status, 66)
        XCTAssertTrue(bad.stderr.contains("its size is 98×212, not 196×422"), bad.stderr)
    }

    /// H.264 parts joined into a .webm (which holds VP9): a usage error naming the mismatch,
    /// exit 64, nothing written; it was exit 73 "Invalid argument" from the muxer.
    func testConcatNamesACodecTheContainerCannotHold() throws {
        var parts: [String] = []
        for range in ["0..2", "2..4"] {
            let part = file("p\(parts.count).mp4")
            let r = try run(["render", "scenes/launch.swift", "-o", part, "--frames", range, "--scale", "0.25", "-q"])
            XCTAssertEqual(r.status, 0, r.stderr)
            parts.append(part)
        }
        let out = file("joined.webm")
        let r = try run(["concat"] + parts + ["-o", out])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "zoetrope: error: H.264 video goes in a .mp4 or .m4v or .mov file, not '\(out)'\n"
                + "Run 'zoetrope concat --help' for usage.\n")
        XCTAssertEqual(try scratchContents().sorted(), ["p0.mp4", "p1.mp4"])
    }

    func testProgressJSONLinesAndQuiet() throws {
        let out = file("p.gif")
        var r = try run([
            "render", "scenes/launch.swift", "-o", out, "--scale", "0.25", "--duration", "0.3", "--progress", "json",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        var last: [String: Any] = [:]
        for line in lines {
            last = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
        }
        XCTAssertEqual(last["pass"] as? String, "encode")
        XCTAssertEqual(last["frame"] as? Int, 9)
        XCTAssertEqual(last["frames"] as? Int, 9)
        XCTAssertEqual(last["passes"] as? Int, 2)
        XCTAssertTrue(lines.contains { $0.contains("\"pass\":\"palette\"") })

        r = try run(["render", "scenes/launch.swift", "-o", out, "--scale", "0.25", "--duration", "0.3", "-q"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "")
    }

    func testProgressBarRedrawsOneLine() throws {
        let out = file("bar.mp4")
        let r = try run([
            "render", "scenes/launch.swift", "-o", out, "--scale", "0.25", "--duration", "0.5", "--fps", "20",
            "--progress", "bar",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("\r["), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("\n"), r.stderr)
        XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "one line, redrawn with carriage returns")
        let last = try XCTUnwrap(r.stderr.split(separator: "\r").last)
        XCTAssertTrue(last.hasPrefix("[########################] 10/10 frames  "), String(last))
        XCTAssertTrue(last.contains(" fps  ETA 0:00"), String(last))
    }

    func testContactSheetLabelsEachFrameWithItsTime() throws {
        let out = file("sheet.png")
        let r = try run(["sheet", "scenes/launch.swift", "-o", out, "--grid", "3x2", "--scale", "0.25"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "wrote \(out): 342x514, 3x2 frames at 0.00, 1.00, 2.00, 2.98, 3.98, 4.98 s\n")
        let sheet = try ImageFile.read(path: out)
        XCTAssertEqual([sheet.width, sheet.height], [342, 514])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(sheet.premultipliedRGBA[(y * sheet.width + x) * 4..<(y * sheet.width + x) * 4 + 3])
        }
        XCTAssertEqual(pixel(2, 2), [28, 28, 30], "sheet background")
        // The label strip under the first cell (x 12..<110, y 223..<251) holds light text in its middle
        // and only background at its ends.
        var bright = 0
        for y in 223..<251 {
            for x in 12..<110 where pixel(x, y)[0] > 180 { bright += 1 }
        }
        XCTAssertGreaterThan(bright, 40, "the label is drawn")
        XCTAssertEqual(pixel(14, 237), [28, 28, 30])
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}

extension CLIOutputTests {
    /// One frame is "1 frame".
    func testOneFrameIsSingular() throws {
        let out = file("one.mp4")
        let r = try run(["render", "scenes/launch.swift", "-o", out, "--scale", "0.2", "--frames", "3..4"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("wrote \(out): 1 frame (3..<4), "), r.stdout)
    }
}
