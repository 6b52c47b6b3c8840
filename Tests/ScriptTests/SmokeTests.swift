import Geometry
import XCTest

@testable import Script

final class SmokeTests: XCTestCase {
    func testLaunch() throws {
        do {
            let scene = try SceneLoader.load(source: Fixtures.launch, path: "launch.swift", canvas: Size(width: 390, height: 844))
            print(scene.viewName, scene.timeline.transactions)
            for s in scene.snapshots { print(s) }
        } catch {
            print(error.formatted(source: Fixtures.launch))
            XCTFail()
        }
    }
}
