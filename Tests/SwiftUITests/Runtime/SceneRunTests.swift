import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// The scene clock's limits count per second of scene time (docs/animation.md §14): a scene that
/// keeps changing state runs for as long as it is asked to, and one that changes state, or
/// schedules closures, without letting the clock advance is stopped (at the `onChange` whose
/// action did it).
final class SceneRunTests: XCTestCase {
    /// Evaluates `root` for `duration` seconds with at most `maxStateChanges` changes a second.
    private func evaluate<V: SwiftUI.View>(
        _ root: @escaping () -> V, duration: Double, maxStateChanges: Int = 1_000
    ) throws(SceneFailure) -> LoadedScene {
        let run = SceneRun(rootName: "Root") { root() }
        return try run.evaluate(
            SceneRequest(canvas: Size(width: 390, height: 844), duration: duration, maxStateChanges: maxStateChanges))
    }

    /// A colour flipped every 20 ms for a minute: 3,000 changes, three times what the whole scene
    /// used to be allowed. Its two states are held once each, the later snapshots sharing them.
    func testATimerThatTicksEvery20MillisecondsRunsForAMinute() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var on = false
            var body: some SwiftUI.View {
                SwiftUI.Rectangle()
                    .fill(on ? SwiftUI.Color.orange : SwiftUI.Color.blue)
                    .onAppear {
                        SwiftUI.Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in on.toggle() }
                    }
            }
        }
        // The 3,000th tick is at 60 s give or take a rounding.
        let scene = try evaluate({ Root() }, duration: 60.01)
        XCTAssertEqual(scene.timeline.transactions.count, 3_000)
        XCTAssertEqual(scene.timeline.transactions.last?.time ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(scene.snapshots.count, 3_001)
        guard scene.snapshots.count == 3_001 else { return }
        XCTAssertEqual(scene.snapshots[2_999], scene.snapshots[1])
        XCTAssertEqual(scene.snapshots[3_000], scene.snapshots[0])
        XCTAssertNotEqual(scene.snapshots[3_000], scene.snapshots[2_999])
        // Every snapshot after the first two is one of them.
        XCTAssertEqual(scene.repeatedSnapshots.count, 2_999)
        XCTAssertEqual(Set(scene.repeatedSnapshots.values), [0, 1])
        XCTAssertEqual(scene.repeatedSnapshots[3_000], 0)
    }

    /// The limit is a rate: ten changes a second pass a limit of ten for as long as they go on;
    /// twenty a second pass it at the eleventh change, 0.55 s into the scene.
    func testTheLimitOnStateChangesCountsPerSecondOfSceneTime() throws {
        struct Root: SwiftUI.View {
            let interval: Double
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count)")
                    .onAppear {
                        SwiftUI.Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in count += 1 }
                    }
            }
        }
        let steady = try evaluate({ Root(interval: 0.1) }, duration: 30.05, maxStateChanges: 10)
        XCTAssertEqual(steady.timeline.transactions.count, 300)
        do {
            _ = try evaluate({ Root(interval: 0.05) }, duration: 30, maxStateChanges: 10)
            XCTFail("twenty changes a second passed a limit of ten")
        } catch {
            XCTAssertEqual(error.message, "the scene changed state more than 10 times in one second of scene time")
            guard case .stateChanges(10, let time) = error.limit else {
                return XCTFail("\(String(describing: error.limit))")
            }
            XCTAssertEqual(time, 0.55, accuracy: 1e-9)
        }
    }

    /// An `onChange` whose action changes the value it watches changes state for ever at one
    /// instant: stopped at the 1,001st change, at the `onChange`'s line.
    func testAnOnChangeThatChangesItsOwnValueIsStoppedAtItsLine() {
        let line = #line + 6
        struct Root: SwiftUI.View {
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count)")
                    .onAppear { count = 1 }
                    .onChange(of: count) { count += 1 }
            }
        }
        XCTAssertThrowsError(try evaluate({ Root() }, duration: 5)) { error in
            guard let failure = error as? SceneFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.limit, .stateChanges(1_000, at: 0))
            XCTAssertEqual(failure.line, line)
        }
    }

    /// A closure that schedules itself at the same instant, changing state each time, is stopped
    /// by the limit on state changes; one that changes nothing by the limit on closures
    /// scheduled in one second. Both are reported at the file (`asyncAfter` takes no line).
    func testAnAsyncThatCallsItselfIsStopped() {
        struct Root: SwiftUI.View {
            let changes: Bool
            @SwiftUI.State var on = false
            func flip() {
                if changes { on.toggle() }
                SwiftUI.DispatchQueue.main.async { flip() }
            }
            var body: some SwiftUI.View {
                SwiftUI.Circle().opacity(on ? 1 : 0.5).onAppear { flip() }
            }
        }
        XCTAssertThrowsError(try evaluate({ Root(changes: true) }, duration: 5)) { error in
            guard let failure = error as? SceneFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.limit, .stateChanges(1_000, at: 0))
            XCTAssertEqual(failure.line, 0)
        }
        XCTAssertThrowsError(try evaluate({ Root(changes: false) }, duration: 5)) { error in
            guard let failure = error as? SceneFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(
                failure.message, "the scene scheduled more than 100000 closures in one second of scene time")
            XCTAssertNil(failure.limit)
            XCTAssertEqual(failure.line, 0)
        }
    }

    /// A cycling phase animator comes back to the same few states: each is held once.
    func testAPhaseAnimatorsRepeatedPhasesAreHeldOnce() throws {
        struct Root: SwiftUI.View {
            var body: some SwiftUI.View {
                SwiftUI.PhaseAnimator([0, 1, 2]) { phase in
                    SwiftUI.Circle().frame(width: 100 + SwiftUI.CGFloat(phase) * 50)
                } animation: { _ in
                    .linear(duration: 0.2)
                }
            }
        }
        let scene = try evaluate({ Root() }, duration: 60)
        XCTAssertEqual(scene.timeline.transactions.count, 300)
        // Every snapshot but the first of each phase is a repeat.
        XCTAssertEqual(Set(scene.repeatedSnapshots.values).count, 3)
        XCTAssertEqual(scene.repeatedSnapshots.count, scene.snapshots.count - 3)
    }
}
