import Foundation
import Raster
import TestSupport
import XCTest

@testable import Zoetrope

/// The launch scene at scale 1 drawn through the frame pipeline (reused buffers, partial redraws).
final class FramePipelineTests: XCTestCase {
    func scene(threads: Int) throws -> SceneRenderer {
        var s = RenderSettings()
        s.scale = 1
        s.threads = threads
        return try TestScenes.launch(s)
    }

    /// Times out of order and repeated, across every phase, so buffers are reused from frames
    /// far apart and near: each frame still equals the frame drawn alone.
    let times = [0.0, 0.6, 1.0, 1.0, 1.7, 2.4, 0.8, 3.3, 4.2, 4.9, 4.95, 2.0, 0.0, 3.5]

    /// Renders `times` through the pipeline on `threads` workers and checks that the frames come
    /// in order, each equal to `alone` at its position; returns the renderer.
    @discardableResult
    func assertPipelineFrames(
        at times: [Double], threads: Int, equal alone: [[UInt8]], file: StaticString = #filePath, line: UInt = #line
    ) throws -> SceneRenderer {
        let renderer = try scene(threads: threads)
        var positions: [Int] = []
        renderer.renderFrames(at: times) { position, image in
            positions.append(position)
            XCTAssertTrue(
                sameBytes(image.bytes, alone[position]), "threads \(threads), t = \(times[position])", file: file,
                line: line)
        }
        XCTAssertEqual(positions, Array(times.indices), file: file, line: line)
        return renderer
    }

    func testFramesEqualFramesDrawnAloneWithOneAndTwoThreads() throws {
        let one = try scene(threads: 1)
        let alone = times.map { one.frame(at: $0).bytes }
        for threads in [1, 2] {
            let renderer = try assertPipelineFrames(at: times, threads: threads, equal: alone)
            let frames = renderer.frames(at: times).map(\.bytes)
            XCTAssertTrue(
                frames.count == alone.count && zip(frames, alone).allSatisfy { sameBytes($0, $1) }, "threads \(threads)"
            )
        }
    }

    /// A full-screen scene (every pixel changes in every frame: a hue-rotated gradient, a
    /// blurred circle, a canvas's particles) drawn through the pipeline on 1, 2 and 4 workers:
    /// every frame has the bytes of the plain mode's (one thread, every frame drawn whole).
    func testFullScreenFramesHaveTheSameBytesOnOneTwoAndFourThreads() throws {
        var settings = RenderSettings()
        settings.scale = 1
        settings.background = .white
        let times = (0..<16).map { Double($0) / 8 }
        let plain = try loadScene({ FullScreenView() }, settings: settings).plain()
        let alone = plain.frames(at: times).map(\.bytes)
        XCTAssertEqual(Set(alone).count, times.count, "every frame differs from every other")
        for threads in [1, 2, 4] {
            settings.threads = threads
            let renderer = try loadScene({ FullScreenView() }, settings: settings)
            var positions: [Int] = []
            renderer.renderFrames(at: times) { position, image in
                positions.append(position)
                XCTAssertTrue(sameBytes(image.bytes, alone[position]), "threads \(threads), t = \(times[position])")
            }
            XCTAssertEqual(positions, Array(times.indices), "threads \(threads)")
        }
    }

    /// A scene whose first drawing animates has nothing static but the background: its frames
    /// are still redrawn where they change, and equal the frames drawn alone.
    func testASceneWithNothingStaticIsRedrawnWhereItChanges() throws {
        var settings = RenderSettings()
        settings.scale = 1
        settings.background = .white
        let renderer = try loadScene({ MovingView() }, settings: settings)
        XCTAssertEqual(renderer.staticLayer?.prefix.isEmpty, true)
        let times = [0.0, 0.2, 0.25, 0.5, 0.9, 1.2, 0.1]
        let alone = times.map { renderer.frame(at: $0).bytes }
        var canvas = FrameCanvas(width: settings.pixelWidth, height: settings.pixelHeight)
        for (i, t) in times.enumerated() {
            renderer.draw(frameAt: t, into: &canvas, using: Renderer(threads: 1))
            XCTAssertTrue(sameBytes(canvas.image?.bytes, alone[i]), "t = \(t)")
            XCTAssertTrue(canvas.isOnStaticLayer, "t = \(t): drawn over the background layer")
        }
        // Two frames apart the change is small: only part of the canvas is marked.
        let tiles = (canvas.damage.width + 31) / 32 * ((canvas.damage.height + 31) / 32)
        XCTAssertLessThan(canvas.damage.markedTileCount, tiles / 2)
    }

    /// Consecutive frames across the end of the self-drawing frame and the titles fading in,
    /// where workers copy newer frames into canvases that are behind: every frame equals the
    /// frame drawn alone, with two and three workers.
    func testFramesEqualFramesDrawnAloneWhereCanvasesCatchUp() throws {
        let consecutive = (0..<30).map { 2.5 + Double($0) / 30 }
        let alone = try scene(threads: 1).frames(at: consecutive).map(\.bytes)
        for threads in [2, 3] { try assertPipelineFrames(at: consecutive, threads: threads, equal: alone) }
    }

    /// Still stretches (before the circles move, between their stop and the frame's first
    /// visible stroke, after the titles) and repeated times: a frame equal to the one before may
    /// be handed over again from that frame's canvas. Every frame comes in order and equals the
    /// frame drawn alone, with two and three workers, run after run.
    func testFramesOfStillStretchesEqualFramesDrawnAlone() throws {
        let still = (0..<12).map { Double($0) / 30 }
        let between = (0..<8).map { 1.6 + Double($0) / 15 }
        let after = (0..<10).map { 4.5 + Double($0) / 30 }
        let times = still + [0.6, 0.6, 0.6, 1.2] + between + [3.0, 3.0] + after + [0.2, 0.2, 2.9]
        let one = try scene(threads: 1)
        let alone = times.map { one.frame(at: $0).bytes }
        for threads in [2, 3] {
            for _ in 0..<2 { try assertPipelineFrames(at: times, threads: threads, equal: alone) }
        }
    }

    /// A pass that opens with a still stretch and then moves: the first moving frame's canvas
    /// is fresh and starts from the frame the stretch repeats (copied from the canvas drawing
    /// it) instead of being drawn whole. Every frame equals the frame drawn alone, with two,
    /// three and four workers, run after run.
    func testTheFirstFrameAfterAStillStretchEqualsTheFrameDrawnAlone() throws {
        let still = (0..<6).map { Double($0) / 60 }
        let moving = (0..<6).map { 2.4 + Double($0) / 30 }
        let times = still + moving + Array(repeating: 4.9, count: 3) + [4.95, 0.0]
        let one = try scene(threads: 1)
        let alone = times.map { one.frame(at: $0).bytes }
        XCTAssertEqual(Set(alone[..<still.count]).count, 1, "the stretch is still")
        XCTAssertNotEqual(alone[still.count], alone[still.count - 1], "the frame after it moves")
        for threads in [2, 3, 4] {
            for _ in 0..<3 { try assertPipelineFrames(at: times, threads: threads, equal: alone) }
        }
    }

    /// A canvas made a copy of a newer frame shows exactly that frame, and the next frame drawn
    /// on it equals the frame drawn alone; a fresh canvas too.
    func testACanvasCaughtUpToANewerFrameShowsIt() throws {
        let renderer = try scene(threads: 1)
        let drawer = Renderer(threads: 1)
        var newer = FrameCanvas(width: renderer.settings.pixelWidth, height: renderer.settings.pixelHeight)
        renderer.draw(frameAt: 3.0, into: &newer, using: drawer)
        for start in [nil, 0.7, 2.6] as [Double?] {
            var canvas = FrameCanvas(width: renderer.settings.pixelWidth, height: renderer.settings.pixelHeight)
            if let start { renderer.draw(frameAt: start, into: &canvas, using: drawer) }
            canvas.catchUp(to: newer)
            XCTAssertTrue(sameBytes(canvas.image?.bytes, newer.image?.bytes), "from \(String(describing: start))")
            XCTAssertEqual(canvas.damage, newer.damage)
            XCTAssertEqual(canvas.drawn, newer.drawn)
            renderer.draw(frameAt: 3.2, into: &canvas, using: drawer)
            XCTAssertTrue(
                sameBytes(canvas.image?.bytes, renderer.frame(at: 3.2).bytes), "from \(String(describing: start))")
        }
    }

    /// Catching up pays when it saves drawing a whole item (the frame stroke that has just
    /// finished drawing itself), not while the item changes in every frame.
    func testCatchingUpPaysWhenAnItemHasJustStoppedChanging() throws {
        let renderer = try scene(threads: 1)
        let drawer = Renderer(threads: 1)
        func canvas(at t: Double) -> FrameCanvas {
            var canvas = FrameCanvas(width: renderer.settings.pixelWidth, height: renderer.settings.pixelHeight)
            renderer.draw(frameAt: t, into: &canvas, using: drawer)
            return canvas
        }
        func list(_ t: Double) -> DisplayList { renderer.displayList(at: t) }
        // The stroke has finished at 3.0 s: from 2.8 s it would be drawn again for 3.1 s.
        XCTAssertTrue(renderer.catchingUpPays(canvas(at: 2.8), from: list(3.0), to: list(3.1)))
        // While it grows, the frame before leaves as much to draw.
        XCTAssertFalse(renderer.catchingUpPays(canvas(at: 2.5), from: list(2.6), to: list(2.7)))
        // Nothing changes in the static part at the start.
        XCTAssertFalse(renderer.catchingUpPays(canvas(at: 0.1), from: list(0.2), to: list(0.3)))
    }

    /// Each frame comes with the rows where it can differ from the frame before: outside them
    /// its bytes are the frame before's, with one, two and three workers, across still
    /// stretches, the animations and times out of order. The first frame comes with none (any
    /// row), and most frames of the launch page change few rows.
    func testChangedRowsHoldEveryRowThatDiffersFromTheFrameBefore() throws {
        let times = (0..<40).map { Double($0) * 0.125 } + [0.6, 0.6, 3.0, 0.2]
        for threads in [1, 2, 3] {
            let renderer = try scene(threads: threads)
            let pipeline = FramePipeline(scene: renderer, times: times, workers: threads)
            var before: [UInt8]?
            var partial = 0
            var changedRowCount = 0
            var height = 0
            XCTAssertTrue(
                try pipeline.run { position, image, changed in
                    let bytes = image.bytes
                    defer { before = bytes }
                    height = image.height
                    guard let before else { return XCTAssertNil(changed, "threads \(threads): the first frame") }
                    guard let changed else { return }
                    partial += 1
                    changedRowCount += changed.reduce(0) { $0 + $1.count }
                    let rowBytes = image.width * 4
                    for row in 0..<image.height where !changed.contains(where: { $0.contains(row) }) {
                        // memcmp: the test target is compiled unoptimised, where comparing the
                        // slices took 10 s.
                        let same = bytes.withUnsafeBytes { a in
                            before.withUnsafeBytes { b in
                                memcmp(a.baseAddress! + row * rowBytes, b.baseAddress! + row * rowBytes, rowBytes) == 0
                            }
                        }
                        guard same else {
                            return XCTFail(
                                "threads \(threads), t = \(times[position]): row \(row) changed outside \(changed)")
                        }
                    }
                })
            XCTAssertGreaterThan(partial, times.count * 3 / 4, "threads \(threads)")
            XCTAssertLessThan(changedRowCount, partial * height / 2, "threads \(threads)")
        }
    }

    /// Frames are consumed in order and never two at once, whichever worker hands them over.
    func testTheConsumerIsCalledInOrderOneFrameAtATime() throws {
        let renderer = try scene(threads: 3)
        let many = (0..<40).map { Double($0) * 0.125 }
        let pipeline = FramePipeline(scene: renderer, times: many, workers: 3)
        let inside = NSLock()
        var active = 0
        var overlaps = 0
        var positions: [Int] = []
        XCTAssertTrue(
            try pipeline.run { position, _, _ in
                inside.lock()
                active += 1
                if active > 1 { overlaps += 1 }
                inside.unlock()
                positions.append(position)
                usleep(200)
                inside.lock()
                active -= 1
                inside.unlock()
            })
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(positions, Array(many.indices))
    }

    func testCancellingStopsBeforeTheNextFrame() throws {
        let renderer = try scene(threads: 2)
        let pipeline = FramePipeline(scene: renderer, times: times, workers: 2)
        var consumed = 0
        let finished = try pipeline.run(isCancelled: { consumed == 3 }) { _, _, _ in consumed += 1 }
        XCTAssertFalse(finished)
        XCTAssertEqual(consumed, 3)
    }

    func testAnErrorFromTheConsumerStopsThePipeline() throws {
        struct Full: Error {}
        let renderer = try scene(threads: 2)
        let pipeline = FramePipeline(scene: renderer, times: times, workers: 2)
        var consumed = 0
        XCTAssertThrowsError(
            try pipeline.run { position, _, _ in
                consumed += 1
                if position == 4 { throw Full() }
            }
        ) { XCTAssertTrue($0 is Full) }
        XCTAssertEqual(consumed, 5)
    }
}
