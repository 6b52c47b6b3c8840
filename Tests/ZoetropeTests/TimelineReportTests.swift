import Foundation
import XCTest

@testable import Zoetrope

final class TimelineReportTests: XCTestCase {
    func testPrint() throws {
        var s = RenderSettings()
        s.scale = 1
        let r = try SceneRenderer.load(path: SceneRendererTests.scenePath, settings: s)
        print(r.timelineChart(width: 100))
        print(r.timelineJSON().prefix(1500))
        print(r.propertyDump(at: 1.0))
    }
}
