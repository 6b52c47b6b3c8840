import Foundation
import XCTest

/// A GIF's bytes do not depend on how many threads render and encode it.
final class CLIGIFDeterminismTests: CLITestCase {
    func testOneAndTwoThreadsWriteTheSameGIF() throws {
        for extra in [[], ["--background", "none", "--dither", "sierra2_4a"]] {
            var files: [[UInt8]] = []
            for threads in ["1", "2"] {
                let out = file("t\(threads).gif")
                let r = try run(
                    [
                        "render", "scenes/launch.swift", "-o", out, "--scale", "0.25", "--duration", "0.6", "-q",
                        "--threads", threads,
                    ] + extra)
                XCTAssertEqual(r.status, 0, r.stderr)
                files.append([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
            }
            XCTAssertGreaterThan(files[0].count, 1000, "\(extra)")
            XCTAssertTrue(files[0] == files[1], "--threads 1 and 2 differ \(extra)")
        }
    }
}
