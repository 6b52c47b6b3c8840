import XCTest

@testable import Zoetrope

/// `OutputOptions.check`, the one check of the encoding options: each refusal is the typed error
/// naming the setting and the numbers, and what each format takes passes.
final class OutputOptionsCheckTests: XCTestCase {
    private func settings(fps: Int = 60, scale: Double = 3, background: RGBAColor = .white) -> RenderSettings {
        var settings = RenderSettings()
        settings.fps = fps
        settings.scale = scale
        settings.background = background
        return settings
    }

    private func error(_ change: (inout OutputOptions) -> Void, _ format: OutputFormat, _ s: RenderSettings)
        -> ZoetropeError?
    {
        var options = OutputOptions()
        change(&options)
        do {
            try options.check(for: format, settings: s)
            return nil
        } catch {
            return error
        }
    }

    func testQualityAndPresetFollowTheCodec() {
        XCTAssertNil(error({ $0.crf = 51 }, .video(.h264), settings()))
        XCTAssertEqual(
            error({ $0.crf = 52 }, .video(.h264), settings()), .setting(.outOfRange(.crf, 52, allowed: 0...51)))
        XCTAssertNil(error({ $0.crf = 63 }, .video(.vp9), settings()))
        XCTAssertEqual(error({ $0.crf = 20 }, .video(.prores), settings()), .setting(.notForCodec(.crf, .prores)))
        XCTAssertNil(error({ $0.preset = "veryslow" }, .video(.hevc), settings()))
        XCTAssertEqual(error({ $0.preset = "fast" }, .video(.vp9), settings()), .setting(.notForCodec(.preset, .vp9)))
        XCTAssertEqual(
            error({ $0.preset = "quick" }, .video(.h264), settings()),
            .setting(.unknownPreset("quick", known: OutputOptions.presets)))
    }

    func testFrameSizeAndRateFollowTheFormat() {
        // 390×844 points at scale 0.1 is 39×84 pixels, under HEVC's 64 on the short side.
        XCTAssertEqual(
            error({ _ in }, .video(.hevc), settings(scale: 0.1)),
            .setting(.tooSmallForHEVC(width: 39, height: 84, minimumSide: 64)))
        XCTAssertNil(error({ _ in }, .video(.h264), settings(scale: 0.1)))
        XCTAssertEqual(error({ _ in }, .gif, settings(fps: 60)), .setting(.gifFrameRate(60, most: 50)))
        XCTAssertNil(error({ _ in }, .gif, settings(fps: 50)))
        XCTAssertEqual(
            error({ $0.loopCount = 65536 }, .gif, settings(fps: 30)),
            .setting(.outOfRange(.loop, 65536, allowed: 0...65535)))
    }

    /// Transparency is refused only where it is asked for, the background is see-through and the
    /// format has no alpha.
    func testTransparency() {
        XCTAssertEqual(
            error({ $0.keepsAlpha = true }, .video(.h264), settings(background: .clear)),
            .setting(.noTransparency(.video(.h264))))
        XCTAssertNil(error({ $0.keepsAlpha = true }, .video(.h264), settings(background: .white)))
        XCTAssertNil(error({ $0.keepsAlpha = true }, .video(.prores), settings(background: .clear)))
        XCTAssertNil(error({ $0.keepsAlpha = true }, .gif, settings(fps: 30, background: .clear)))
    }
}
