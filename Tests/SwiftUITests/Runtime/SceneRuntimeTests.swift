import Dispatch
import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// Each scene evaluated in a process has its own runtime: its clock, scheduled closures, tasks,
/// random numbers, state history and canvas. Two scenes evaluated at once see only their own.
final class SceneRuntimeTests: XCTestCase {
    /// A scene that keeps its clock busy: a chain of `asyncAfter` ticks drawing random numbers,
    /// a task sleeping in a loop, a GeometryReader (state history) and the screen's width.
    private struct Busy: SwiftUI.View {
        let interval: Double
        let step: Int
        @SwiftUI.State private var count = 0
        @SwiftUI.State private var roll = 0
        @SwiftUI.State private var sleeps = 0

        var body: some SwiftUI.View {
            SwiftUI.VStack {
                SwiftUI.Text("\(count) \(roll) \(sleeps) \(Int(SwiftUI.UIScreen.main.bounds.width))")
                SwiftUI.GeometryReader { proxy in
                    SwiftUI.Text("\(count * step) \(Int(proxy.size.width))")
                }
            }
            .onAppear { tick() }
            .task {
                while true {
                    try? await SwiftUI.Task.sleep(for: .milliseconds(Int(interval * 3000)))
                    sleeps += 1
                }
            }
        }

        func tick() {
            SwiftUI.DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
                count += step
                roll = Int.random(in: 0..<1_000_000)
                tick()
            }
        }
    }

    private static let scenes: [(make: () -> Busy, canvas: Size, seed: UInt64)] = [
        ({ Busy(interval: 0.01, step: 1) }, Size(width: 390, height: 844), 1),
        ({ Busy(interval: 0.015, step: 7) }, Size(width: 200, height: 300), 2),
    ]

    private static func run(_ index: Int) throws -> LoadedScene {
        let scene = scenes[index]
        return try evaluate(scene.make, canvas: scene.canvas, duration: 3, seed: scene.seed)
    }

    func testTwoScenesEvaluatedAtOnceEachGetTheirOwnResult() throws {
        let alone = try (0..<2).map { try Self.run($0) }
        // Each alone ticked its own clock, drew its own numbers and saw its own canvas.
        XCTAssertGreaterThan(alone[0].timeline.transactions.count, 250)
        XCTAssertGreaterThan(alone[1].timeline.transactions.count, 150)
        XCTAssertNotEqual(alone[0].snapshots.last, alone[1].snapshots.last)

        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var scenes: [Int: Result<LoadedScene, any Error>] = [:]
        }
        for _ in 0..<3 {
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                let result = Result { try Self.run(index % 2) }
                results.lock.withLock { results.scenes[index] = result }
            }
            for index in 0..<4 {
                let scene = try XCTUnwrap(results.scenes[index]).get()
                let expected = alone[index % 2]
                XCTAssertEqual(scene.snapshots.count, expected.snapshots.count, "scene \(index % 2)")
                XCTAssert(
                    scene.timeline.transactions == expected.timeline.transactions, "scene \(index % 2): times differ")
                XCTAssert(scene.snapshots == expected.snapshots, "scene \(index % 2): snapshots differ")
            }
        }
    }
}
