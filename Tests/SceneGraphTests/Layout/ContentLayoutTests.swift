import Foundation
import Geometry
import Timeline
import XCTest

@testable import SceneGraph

/// Content rebuilt at every frame (a timeline view here) is built again only when its input
/// changes: frames between two updates of a periodic timeline reuse the last layout.
final class ContentLayoutTests: XCTestCase {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() {
            lock.lock()
            count += 1
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }

    func testAPeriodicTimelineBuildsItsContentOncePerUpdate() throws {
        let builds = Counter()
        let view = ViewNode.timeline(
            TimelineContentView(id: 1, schedule: .periodic(start: 0, interval: 1)) { time in
                builds.add()
                return .modified(.spacer(minLength: 1), .offset(x: time * 10, y: 0))
            })
        let scene = AnimatedScene(trees: [try engine.layout(view)], timeline: Timeline(transactions: []))
        let afterLayout = builds.value
        var offsets: [Double] = []
        for t in [0.1, 0.5, 0.9, 1.2, 1.8] {
            scene.tree(at: t).forEach { node in
                for effect in node.effects.list {
                    if let offset = effect.as(OffsetEffect.self) { offsets.append(offset.offset.x) }
                }
            }
        }
        XCTAssertEqual(offsets, [0, 0, 0, 10, 10])
        // Time 0 was laid out during layout; only the update at 1 s needs a new build.
        XCTAssertEqual(builds.value - afterLayout, 1)
    }
}
