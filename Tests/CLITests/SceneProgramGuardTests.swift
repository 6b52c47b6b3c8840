import XCTest

@testable import SceneCompiler
@testable import Zoetrope

/// A scene program's guard (Zoetrope's `SceneProgramGuard`) and the host that reads it
/// (SceneCompiler's `SceneGuard`) share no module: each spells the variable and the markers.
final class SceneProgramGuardTests: XCTestCase {
    func testTheProgramWritesTheMarkersTheHostReads() {
        XCTAssertEqual(SceneProgramGuard.environmentName, SceneGuard.environmentName)
        XCTAssertEqual(SceneProgramGuard.evaluationMarker.description, SceneGuard.evaluationMarker)
        XCTAssertEqual(SceneProgramGuard.memoryMarker.description, SceneGuard.memoryMarker)
        XCTAssertEqual(SceneProgramGuard.cpuMarker.description, SceneGuard.cpuMarker)
    }

    /// Without the variable (a scene program run by hand) the program is returned as it is.
    func testWithoutLimitsTheProgramIsUnchanged() throws {
        // With the variable set, the call would lower this test process's own limits.
        try XCTSkipIf(ProcessInfo.processInfo.environment[SceneGuard.environmentName] != nil)
        let program = NSObject()
        XCTAssertTrue(SceneProgramGuard.guarding(program) as AnyObject === program)
    }
}
