import Foundation
import Media
import XCTest

/// Every scene of `scenes/` rendered as `zoetrope render` draws a PNG sequence (the first 4.1 s
/// at 10 fps, scale 0.5) in the normal mode on two threads and with `--plain` (every frame drawn
/// whole on one thread, nothing kept between frames): the frames must have the same bytes, so
/// that a pixel bug can be bisected between the modes, and the plain frames at the scene goldens'
/// times must equal the goldens (`CLISceneGoldenTests`), so the goldens hold in both modes. A
/// failure names the first pixel that differs.
final class CLIPlainModeTests: CLITestCase {
    static let fps = 10

    func testEverySceneDrawsTheSameFramesInThePlainMode() throws {
        for scene in try CLISceneGoldenTests.scenes() {
            let folders = (normal: file("\(scene)-normal"), plain: file("\(scene)-plain"))
            for (folder, flags) in [(folders.normal, []), (folders.plain, ["--plain"])] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let result = try run(
                    [
                        "render", "scenes/\(scene).swift", "--scale", "0.5", "--fps", "\(Self.fps)", "--duration",
                        "4.1", "--threads", "2", "--quiet", "-o", folder + "/%02d.png",
                    ] + flags)
                XCTAssertEqual(result.status, 0, "\(scene)\(flags): \(result.stderr)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folders.normal).sorted()
            XCTAssertEqual(names.count, 41, scene)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folders.plain).sorted(), names, scene)
            let width = try VideoReader(path: folders.plain + "/00.png").width
            // The PNG writer is deterministic: the same bytes in the files are the same pixels, and
            // only files that differ are decoded, to name the pixel.
            for name in names {
                let (normal, plain) = (folders.normal + "/" + name, folders.plain + "/" + name)
                guard FileManager.default.contents(atPath: normal) != FileManager.default.contents(atPath: plain)
                else { continue }
                assertSame(
                    try XCTUnwrap(try decodedFrames(normal).first), try XCTUnwrap(try decodedFrames(plain).first),
                    width: width, "\(scene), frame \(name), normal against plain")
            }
            for t in CLISceneGoldenTests.fixedTimes {
                let time = CLISceneGoldenTests.timeName(t)
                let frame = String(format: "%02d", Int((t * Double(Self.fps)).rounded()))
                let golden = CLISceneGoldenTests.goldens.url("\(scene)-\(time)").path
                assertSame(
                    try XCTUnwrap(try decodedFrames(folders.plain + "/\(frame).png").first),
                    try XCTUnwrap(try decodedFrames(golden).first), width: width,
                    "\(scene) at \(time) s, plain against its golden")
            }
        }
    }

    /// Fails, naming the first pixel that differs and both its values (RGBA as decoded), unless
    /// `a` and `b` are the same bytes.
    func assertSame(
        _ a: [UInt8], _ b: [UInt8], width: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard a.count == b.count else {
            XCTFail("\(what): \(a.count / 4) pixels against \(b.count / 4)", file: file, line: line)
            return
        }
        guard a != b, let i = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return
        }
        let pixel = i / 4
        XCTFail(
            "\(what): first differs at pixel (\(pixel % width), \(pixel / width)): "
                + "\(Array(a[pixel * 4..<pixel * 4 + 4])) against \(Array(b[pixel * 4..<pixel * 4 + 4]))",
            file: file, line: line)
    }
}
