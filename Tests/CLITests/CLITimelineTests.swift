import Foundation
import XCTest

/// `zoetrope timeline` and `frame --dump`, run as a user would.
final class CLITimelineTests: CLITestCase {
    func testTimelineListsTheLaunchTransactions() throws {
        let r = try run(["timeline", "scenes/launch.swift", "--width", "80"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("LaunchView: 5.00 s\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("#0  at 0.50 s  easeInOut(duration: 1)  ends 1.50 s"), r.stdout)
        XCTAssertTrue(r.stdout.contains("#3  at 3.60 s  easeIn(duration: 0.8)  ends 4.40 s"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Circle offset.x"), r.stdout)
        let json = try run(["timeline", "scenes/launch.swift", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
    }

    func testFrameDumpWritesTheAnimatedValues() throws {
        let png = scratch.appendingPathComponent("f.png").path
        let dump = scratch.appendingPathComponent("values.json").path
        let r = try run(["frame", "scenes/launch.swift", "--time", "1", "-o", png, "--dump", dump, "--scale", "0.2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: dump))
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data))
        XCTAssertTrue(text.contains("offset.x"), text)
    }
}
