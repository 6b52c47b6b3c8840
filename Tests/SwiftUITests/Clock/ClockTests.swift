import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class ClockTests: XCTestCase {
    func testARepeatingTimerTicksEveryIntervalOnTheClock() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count)")
                    .onAppear {
                        SwiftUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                            withAnimation(.linear(duration: 0.2)) { count += 1 }
                        }
                    }
            }
        }
        let scene = try evaluate({ Root() }, duration: 2)
        XCTAssertEqual(
            scene.timeline.transactions,
            [0.5, 1, 1.5, 2].map { StateChange(time: $0, animation: .linear(duration: 0.2)) })
        XCTAssertEqual(try scene.texts.last, ["4"])
    }

    func testAnInvalidatedTimerStopsAndAOneShotTimerFiresOnce() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var ticks = 0
            @SwiftUI.State var once = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(ticks) \(once)")
                    .onAppear {
                        SwiftUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                            ticks += 1
                            if ticks == 2 { timer.invalidate() }
                        }
                        let timer = SwiftUI.Timer(timeInterval: 0.25, repeats: false) { _ in once += 1 }
                        SwiftUI.RunLoop.main.add(timer, forMode: .common)
                    }
            }
        }
        let scene = try evaluate({ Root() }, duration: 5)
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0.25, 1, 2])
        XCTAssertEqual(try scene.texts.last, ["2 1"])
    }

    func testATimerPublisherDrivesOnReceiveWithSceneClockDates() throws {
        struct Root: SwiftUI.View {
            let timer = SwiftUI.Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @SwiftUI.State var seconds: [Double] = []
            @SwiftUI.State var dimmed = false
            var body: some SwiftUI.View {
                SwiftUI.Text("\(seconds.count)")
                    .onReceive(timer) { date in seconds.append(date.timeIntervalSince(SceneDate.start)) }
                    .offset(x: dimmed ? 5 : 0)
                    .onAppear {
                        // Another change does not restart the timer: the root view is made once.
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { dimmed = true }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) {
                            XCTAssertEqual(seconds, [1, 2, 3])
                        }
                    }
            }
        }
        let scene = try evaluate({ Root() }, duration: 3.5)
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0.5, 1, 2, 3])
        XCTAssertEqual(try scene.texts.last, ["3"])
        // Dimmed at 0.5 s: the same "0" drawn 5 points to the right.
        let canvas = Size(width: 390, height: 844)
        let ink = try scene.laidOut().prefix(2).map { DrawnView(root: $0.root, canvas: canvas).inkBounds()?.minX ?? 0 }
        XCTAssertEqual(ink[1] - ink[0], 5)
    }

    /// A timer publisher kept in `@State` can be stopped through its upstream and replaced;
    /// `onReceive` follows the new one.
    func testOnReceiveFollowsAReplacedTimerPublisher() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var timer = SwiftUI.Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @SwiftUI.State var ticks = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(ticks)")
                    .onReceive(timer) { _ in
                        ticks += 1
                        guard ticks == 2 else { return }
                        timer.upstream.connect().cancel()
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            timer = SwiftUI.Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        }
                    }
            }
        }
        let scene = try evaluate({ Root() }, duration: 5)
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1, 2, 3.5, 4.5])
    }

    func testTaskSleepResumesAtTheRightSceneTime() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var step = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(step)")
                    .task {
                        try? await SwiftUI.Task.sleep(nanoseconds: 500_000_000)
                        step = 1
                        try? await SwiftUI.Task.sleep(for: .seconds(1))
                        withAnimation(.easeIn(duration: 1)) { step = 2 }
                    }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(
            scene.timeline.transactions,
            [
                StateChange(time: 0.5, animation: nil),
                StateChange(time: 1.5, animation: .easeIn(duration: 1)),
            ])
        XCTAssertEqual(try scene.texts, [["0"], ["1"], ["2"]])
    }

    func testTasksOnTheMainActorYieldAndAwaitOtherTasks() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var log: [String] = []
            var body: some SwiftUI.View {
                SwiftUI.Text(log.joined(separator: ","))
                    .onAppear {
                        let worker = SwiftUI.Task { () -> Int in
                            try await SwiftUI.Task.sleep(for: .milliseconds(250))
                            return 42
                        }
                        SwiftUI.Task { @MainActor in
                            await SwiftUI.Task.yield()
                            let value = (try? await worker.value) ?? 0
                            log.append("\(value)")
                            await MainActor.run { log.append("main") }
                        }
                    }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts.last, ["42,main"])
        // Both appends are one action: the task does not suspend between them.
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0.25])
    }

    func testTheTaskOfAViewIsCancelledWhenItDisappears() throws {
        final class Log { var lines: [String] = [] }
        struct Waiter: SwiftUI.View {
            let log: Log
            var body: some SwiftUI.View {
                SwiftUI.Text("w")
                    .task {
                        do {
                            try await SwiftUI.Task.sleep(for: .seconds(2))
                            log.lines.append("woke")
                        } catch {
                            log.lines.append("cancelled at \(sceneTime)")
                        }
                    }
                    .onDisappear { log.lines.append("gone at \(sceneTime)") }
            }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.State var shown = true
            let log: Log
            var body: some SwiftUI.View {
                SwiftUI.VStack { if shown { Waiter(log: log) } }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { shown = false } }
            }
        }
        let log = Log()
        _ = try evaluate { Root(log: log) }
        XCTAssertEqual(log.lines, ["gone at 1.0", "cancelled at 1.0"])
    }

    func testATaskWithAnIDRestartsWhenTheIDChanges() throws {
        final class Log { var lines: [String] = [] }
        struct Root: SwiftUI.View {
            @SwiftUI.State var page = 0
            let log: Log
            var body: some SwiftUI.View {
                SwiftUI.Text("\(page)")
                    .task(id: page) {
                        let started = page
                        do {
                            try await SwiftUI.Task.sleep(for: .seconds(1))
                            log.lines.append("\(started) done at \(sceneTime)")
                        } catch {
                            log.lines.append("\(started) cancelled at \(sceneTime)")
                        }
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { page = 1 } }
            }
        }
        let log = Log()
        _ = try evaluate { Root(log: log) }
        XCTAssertEqual(log.lines, ["0 cancelled at 0.5", "1 done at 1.5"])
    }

    /// The text shows the log, so a change of `count` alone is not a transaction.
    func testOnChangeRunsAfterEachChangeWithTheOldAndNewValues() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var count = 0
            @SwiftUI.State var log: [String] = []
            var body: some SwiftUI.View {
                SwiftUI.Text(log.joined(separator: " "))
                    .onChange(of: count) { old, new in log.append("\(old)>\(new)") }
                    .onChange(of: count, perform: { new in log.append("n\(new)") })
                    .onChange(of: count, initial: true) { log.append("c") }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count = 1 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { count = 1 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { count = 5 }
                    }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts.last, ["c 0>1 n1 c 1>5 n5 c"])
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0, 1, 1, 1, 3, 3, 3])
    }

    func testAViewThatComesBackAppearsAgain() throws {
        final class Log { var lines: [String] = [] }
        struct Root: SwiftUI.View {
            @SwiftUI.State var shown = true
            let log: Log
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    if shown {
                        SwiftUI.Text("a")
                            .onAppear { log.lines.append("appear \(sceneTime)") }
                            .onDisappear { log.lines.append("disappear \(sceneTime)") }
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { shown = false }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { shown = true }
                }
            }
        }
        let log = Log()
        _ = try evaluate { Root(log: log) }
        XCTAssertEqual(log.lines, ["appear 0.0", "disappear 1.0", "appear 2.0"])
    }

    /// A view that shows the random draws of its `onAppear`.
    private struct Dice: SwiftUI.View {
        @SwiftUI.State var draws = ""
        var body: some SwiftUI.View {
            SwiftUI.Text(draws)
                .onAppear {
                    let values: [String] = [
                        "\(Int.random(in: 0..<1_000_000))", "\(Double.random(in: 0...1))",
                        "\(CGFloat.random(in: 0...1))", "\(Float.random(in: 0..<1))", "\(Bool.random())",
                        "\([1, 2, 3, 4, 5].randomElement() ?? 0)", "\(Array(1...8).shuffled())",
                        UUID.sceneRandom().uuidString,
                    ]
                    draws = values.joined(separator: " ")
                }
        }
    }

    func testRandomnessComesFromTheSeed() throws {
        func draws(seed: UInt64) throws -> [String]? { try evaluate({ Dice() }, seed: seed).texts.last }
        XCTAssertEqual(try draws(seed: 1), try draws(seed: 1))
        XCTAssertNotEqual(try draws(seed: 1), try draws(seed: 2))
        XCTAssertNotEqual(try draws(seed: 1), [])
    }

    /// (`Date()` and `UUID()` are ambiguous in this file, which imports Foundation through
    /// XCTest; the end-to-end check of a scene checks that they are the module's.)
    func testDatesAreOnTheSceneClockFrom0941() throws {
        final class Log { var dates: [Date] = [] }
        struct Root: SwiftUI.View {
            let log: Log
            var body: some SwiftUI.View {
                SwiftUI.Text("t")
                    .onAppear {
                        log.dates.append(SceneDate.now)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { log.dates.append(SceneDate.now) }
                    }
            }
        }
        let log = Log()
        _ = try evaluate { Root(log: log) }
        XCTAssertEqual(log.dates.map { $0.timeIntervalSince(SceneDate.start) }, [0, 2.5])
        let start = Calendar(identifier: .gregorian).dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: SceneDate.start)
        XCTAssertEqual(
            [start.year, start.month, start.day, start.hour, start.minute, start.second], [2026, 1, 9, 9, 41, 0])
    }

    /// Scene code called for a frame (a `TimelineView`'s content) sees the frame's date and
    /// draws random numbers that depend only on the seed and the frame.
    func testAFramesClockGivesItsDateAndReproducibleRandomNumbers() {
        func draw(at time: Double, seed: UInt64) -> [Double] {
            FrameClock.run(at: time, seed: seed) {
                [SceneDate.now.timeIntervalSince(SceneDate.start), Double.random(in: 0..<1), Double.random(in: 0..<1)]
            }
        }
        XCTAssertEqual(draw(at: 1.5, seed: 3), draw(at: 1.5, seed: 3))
        XCTAssertEqual(draw(at: 1.5, seed: 3)[0], 1.5)
        XCTAssertNotEqual(draw(at: 1.5, seed: 3), draw(at: 2, seed: 3))
        XCTAssertNotEqual(draw(at: 1.5, seed: 3)[1...], draw(at: 1.5, seed: 4)[1...])
        XCTAssertNil(FrameClock.current)
    }

    /// Child tasks (`async let`, task groups) run on the scene executor too.
    func testChildTasksSleepOnTheSceneClock() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var total = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(total)")
                    .task {
                        async let a: Int = {
                            try? await SwiftUI.Task.sleep(for: .seconds(1))
                            return 1
                        }()
                        let b = await withTaskGroup(of: Int.self) { group in
                            for n in 1...3 {
                                group.addTask {
                                    try? await SwiftUI.Task.sleep(for: .seconds(Double(n) / 2))
                                    // On the evaluation thread: the test's.
                                    return Thread.isMainThread ? n * 10 : 0
                                }
                            }
                            return await group.reduce(0, +)
                        }
                        total = await a + b
                    }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts.last, ["61"])
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1.5])
    }
}

extension ClockTests {
    /// Without a duration, a closure the views schedule runs at its time, however late (up to
    /// --max-duration); a chain of closures that each schedule the next is followed for the
    /// endless length (5 s); with a duration, both run up to it.
    func testLateStepsRunAndEndlessChainsStopAtTheEndlessLength() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.State var steps = 0
            @SwiftUI.State var ticks = 0
            func tick() {
                ticks += 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { tick() }
            }
            var body: some SwiftUI.View {
                SwiftUI.Text("\(steps) \(ticks)")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 7) {
                            withAnimation(.linear(duration: 1)) { steps += 1 }
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
                    }
            }
        }
        let scene = try evaluate({ Root() })
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1, 3, 5, 7])
        XCTAssertEqual(try scene.texts.last, ["1 3"])
        let longer = try evaluate({ Root() }, duration: 10)
        XCTAssertEqual(longer.timeline.transactions.map(\.time), [1, 3, 5, 7, 7, 9])
    }
}
