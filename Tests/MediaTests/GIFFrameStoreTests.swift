import Foundation
import TestSupport
import XCTest

@testable import Media

/// A small animation that exercises what the GIF encoder's fast paths skip or keep: a dithered gradient
/// that changes once (frame 5), a square that moves (leaving transparency behind when alpha is kept), a
/// noise patch that changes every third frame, a frame equal to the one before, and half-transparent
/// pixels.
enum GIFTestAnimation {
    static func frames(width: Int, height: Int, count: Int, transparent: Bool, seed: UInt64 = 3) -> [[UInt8]] {
        var generator = SplitMix64(seed: seed)
        var noise: [UInt8] = []
        return (0..<count).map { index in
            // Frame 2 repeats frame 1.
            let step = index == 2 ? 1 : index
            if step % 3 == 0 || noise.isEmpty {
                noise = (0..<36).map { _ in UInt8(generator.next() % 256) }
            }
            var frame = [UInt8](repeating: 0, count: width * height * 4)
            func set(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
                let offset = (y * width + x) * 4
                // Premultiplied: no channel above alpha.
                frame[offset] = UInt8(min(r, a))
                frame[offset + 1] = UInt8(min(g, a))
                frame[offset + 2] = UInt8(min(b, a))
                frame[offset + 3] = UInt8(a)
            }
            for y in 0..<height {
                for x in 0..<width where !transparent || x < width / 2 {
                    set(x, y, x * 255 / width, y * 255 / height, step == 5 ? 140 : 90, 255)
                }
            }
            if transparent {
                for x in width / 2..<width { set(x, 0, 200, 40, 40, x % 2 == 0 ? 100 : 200) }
            }
            for y in 0..<3 {
                for x in 0..<4 {
                    let colour = noise[(y * 4 + x) * 3..<(y * 4 + x) * 3 + 3].map(Int.init)
                    set(width - 6 + x, height - 4 + y, colour[0], colour[1], colour[2], 255)
                }
            }
            let left = (step * 2) % (width - 4)
            for y in 3..<7 {
                for x in left..<left + 4 { set(x, y, 250, 200, 30, 255) }
            }
            return frame
        }
    }
}

final class GIFFrameStoreTests: XCTestCase {
    private let width = 24
    private let height = 16

    /// The file's bytes after encoding `frames`; `stored` frames are replayed from the palette builder's
    /// store, the rest appended whole. `reference` turns off skipping unchanged pixels.
    private func encode(
        _ frames: [[UInt8]], settings: GIFSettings, storeLimit: Int = 0, stored: Int = 0, reference: Bool = false
    ) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.file("a.gif")
        let builder = GIFPaletteBuilder(
            width: settings.width, height: settings.height, keepsAlpha: settings.keepsAlpha,
            frameStoreLimit: storeLimit)
        for frame in frames { try builder.add(premultipliedRGBA: frame) }
        let encoder = try GIFEncoder(path: path, settings: settings, palette: builder.makePalette())
        encoder.skipsUnchangedPixels = !reference
        for (index, frame) in frames.enumerated() {
            if index < stored, let store = builder.frameStore {
                try encoder.append(storedFrame: index, of: store)
            } else {
                try encoder.append(premultipliedRGBA: frame)
            }
        }
        try encoder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testSkippingAndReplayingWriteTheSameFileAsProcessingEveryPixel() throws {
        for transparent in [false, true] {
            let frames = GIFTestAnimation.frames(width: width, height: height, count: 9, transparent: transparent)
            for dither in GIFDither.allCases {
                let settings = GIFSettings(width: width, height: height, dither: dither, keepsAlpha: transparent)
                let name = "\(dither), alpha \(transparent)"
                let reference = try encode(frames, settings: settings, reference: true)
                XCTAssertTrue(try encode(frames, settings: settings) == reference, "appended: \(name)")
                let replayed = try encode(frames, settings: settings, storeLimit: 1 << 20, stored: frames.count)
                XCTAssertTrue(replayed == reference, "replayed: \(name)")
            }
        }
    }

    func testFramesPastTheLimitAreNotKept() throws {
        let frames = GIFTestAnimation.frames(width: width, height: height, count: 9, transparent: false)
        let whole = width * height * 4
        // Room for the first frame and a few small changes, not for all of them.
        let builder = GIFPaletteBuilder(width: width, height: height, frameStoreLimit: whole + 300)
        for frame in frames { try builder.add(premultipliedRGBA: frame) }
        let store = try XCTUnwrap(builder.frameStore)
        XCTAssertTrue(store.isFull)
        // Frames 0 to 2 fit (the square moves 2 pixels, then stays); frame 3 also changes the noise patch.
        guard store.count == 3 else { return XCTFail("kept \(store.count) frames, expected 3") }
        XCTAssertLessThanOrEqual(store.byteCount, whole + 300)
        XCTAssertEqual(store.frames[0].bytes, frames[0], "the first frame is kept whole")
        XCTAssertEqual(store.frames[2].width, 0, "a frame equal to the one before keeps nothing")

        let settings = GIFSettings(width: width, height: height)
        let mixed = try encode(frames, settings: settings, storeLimit: whole + 300, stored: store.count)
        XCTAssertTrue(mixed == (try encode(frames, settings: settings)), "kept frames replayed, the rest appended")
    }

    func testAFirstFrameTooLargeKeepsNothing() throws {
        let builder = GIFPaletteBuilder(width: width, height: height, frameStoreLimit: 100)
        for frame in GIFTestAnimation.frames(width: width, height: height, count: 3, transparent: false) {
            try builder.add(premultipliedRGBA: frame)
        }
        XCTAssertEqual(builder.frameStore?.count, 0)
        XCTAssertEqual(builder.frameStore?.isFull, true)
        XCTAssertNil(GIFPaletteBuilder(width: width, height: height).frameStore, "no store without a limit")
    }

    func testStoredFramesMustBeAppendedInOrder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("order.gif")
        let builder = GIFPaletteBuilder(width: width, height: height, frameStoreLimit: 1 << 20)
        for frame in GIFTestAnimation.frames(width: width, height: height, count: 3, transparent: false) {
            try builder.add(premultipliedRGBA: frame)
        }
        let store = try XCTUnwrap(builder.frameStore)
        let encoder = try GIFEncoder(
            path: path, settings: GIFSettings(width: width, height: height), palette: builder.makePalette())
        XCTAssertThrowsError(try encoder.append(storedFrame: 1, of: store)) { error in
            XCTAssertEqual(
                "\(error)", "cannot add stored frame 1 to \(path): the next frame is 0 and the store holds 3")
        }
        // As with a frame of the wrong size, the encoder keeps working.
        for index in 0..<3 { try encoder.append(storedFrame: index, of: store) }
        try encoder.finish()
        XCTAssertEqual(try GIFStructure(path: path).images.count, 2, "frame 2 repeats frame 1")
    }
}
