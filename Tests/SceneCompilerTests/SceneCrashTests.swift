import Foundation
import XCTest

@testable import SceneCompiler

/// Reading a crashed scene program's standard error: the runtime's message, the backtracer's JSON
/// and the guard's markers become one error at the user's line.
final class SceneCrashTests: XCTestCase {
    static let report =
        #"{ "timestamp": "2026-12-01T20:05:55Z", "kind": "crashReport", "description": "Illegal instruction", "faultAddress": "0x00007f3d70b6df7f", "threads": [ { "crashed": true, "registers": {"rsp": "0x00007ffd82e35640"}, "frames": [ { "kind": "programCounter", "description": "_assertionFailure" }, { "kind": "returnAddress", "sourceLocation": { "file": "s/x.swift", "line": 11, "column": 13 } } ] } ] }"#

    func testARuntimeMessageAndAReportGiveTheMessageAtTheUsersFrame() {
        var reader = SceneCrash.Reader()
        XCTAssertTrue(reader.take("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
        XCTAssertTrue(reader.take("*** Signal 4: Backtracing from 0x7f3d70b6df7f... done ***"))
        XCTAssertTrue(reader.take(Substring(Self.report)))
        XCTAssertFalse(reader.take("wrote x.png: 390x844 at t = 1.00 s"))
        let crash = reader.crash(scene: "s/x.swift", limits: .init(), signal: SIGILL)
        XCTAssertEqual(crash, SceneCrash(message: "index out of range", line: 11, column: 13))
    }

    func testTheScenesOwnFatalErrorKeepsItsKind() {
        var reader = SceneCrash.Reader()
        _ = reader.take("ZoetropeUserScene/x.swift:9: Fatal error: no title yet")
        _ = reader.take(Substring(Self.report))
        XCTAssertEqual(
            reader.crash(scene: "s/x.swift", limits: .init(), signal: SIGILL)?.message, "fatal error: no title yet")
    }

    /// The limit is a value; the command line words it with its flag (the bad-scenes fixtures
    /// check those words).
    func testTheEvaluationMarkerNamesTheLimit() {
        var reader = SceneCrash.Reader()
        _ = reader.take(Substring(SceneGuard.evaluationMarker))
        _ = reader.take(Substring(Self.report))
        var limits = SceneSandbox.Limits()
        limits.evaluationSeconds = 3
        XCTAssertEqual(
            reader.crash(scene: "s/x.swift", limits: limits, signal: nil),
            SceneCrash(
                message: "the scene's code did not finish in time", limit: .evaluationSeconds(3), line: 11, column: 13))
    }

    func testNoMarkerNoReportNoCrash() {
        var limits = SceneSandbox.Limits()
        limits.cpuSeconds = 20
        XCTAssertNil(SceneCrash.Reader().crash(scene: "x.swift", limits: limits, signal: nil))
    }
}
