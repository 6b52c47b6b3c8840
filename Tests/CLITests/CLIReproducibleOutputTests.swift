import Foundation
import XCTest

/// Every output format is byte-identical run to run for the same scene and flags (WebM used to
/// differ in its random Matroska UIDs), and for every `--threads` (the second run draws on one).
final class CLIReproducibleOutputTests: CLITestCase {
    func testEveryFormatWritesTheSameBytesTwice() throws {
        let quick = ["--scale", "0.2", "--duration", "0.5", "--fps", "10", "-q"]
        for name in ["a.mp4", "a.mov", "a.webm", "a.gif", "frame_%02d.png"] {
            var runs: [[Data]] = []
            for run in 0..<2 {
                let folder = scratch.appendingPathComponent("\(run)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let result = try self.run(
                    ["render", "scenes/launch.swift", "-o", folder.appendingPathComponent(name).path] + quick
                        + (run == 1 ? ["--threads", "1"] : []))
                XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                XCTAssertFalse(files.isEmpty, name)
                runs.append(
                    files.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) })
                try FileManager.default.removeItem(at: folder)
            }
            XCTAssertEqual(runs[0].count, runs[1].count, name)
            XCTAssertTrue(runs[0] == runs[1], "\(name): the two runs wrote different bytes")
        }
    }
}
