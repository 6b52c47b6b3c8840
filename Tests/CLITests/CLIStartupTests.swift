import Foundation
import XCTest

/// What a run loads before its first frame. FFmpeg's libraries (and the 130 libraries they bring)
/// cost every process about 40 ms to load; `zoetrope` and every scene program run once each per
/// command, so they are loaded only when a video is written or an image read (`CFFmpegLoader`).
final class CLIStartupTests: CLITestCase {
    /// The shared libraries `file` names as needed (DT_NEEDED), read with binutils' readelf.
    private func neededLibraries(_ file: URL) throws -> [String] {
        let r = try run(["-d", "--wide", file.path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    func testNeitherTheToolNorTheSceneRuntimeLinksFFmpeg() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf"), "needs binutils")
        let runtime = Self.binary.deletingLastPathComponent().appendingPathComponent("libZoetropeScene.so")
        for file in [Self.binary, runtime] {
            let needed = try neededLibraries(file)
            XCTAssertTrue(needed.contains { $0.hasPrefix("libswiftCore") }, "\(file.lastPathComponent): \(needed)")
            let ffmpeg = needed.filter { $0.hasPrefix("libav") || $0.hasPrefix("libsw") && !$0.hasPrefix("libswift") }
            XCTAssertEqual(ffmpeg, [], "\(file.lastPathComponent) links FFmpeg at start-up")
        }
    }

    /// FFmpeg is still there when asked for: loaded on first use.
    func testFFmpegIsLoadedWhenAVideoIsWritten() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertNotNil(version.stdout.range(of: "FFmpeg [0-9]", options: .regularExpression), version.stdout)
        let output = file("clip.mp4")
        let r = try run(["render", "scenes/launch.swift", "-o", output, "--duration", "0.2", "--scale", "0.25", "-q"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0, 1000)
    }
}
