import Media

/// A render the settings or the request cannot give, as a value: the setting, the numbers and what
/// they may be. The command line words it with its flags (`zoetrope: error: …`, exit 64); a
/// scene too long for a limit is a scene error at the file instead (exit 65).
public enum SettingError: Error, Equatable, Sendable {
    /// A setting that an error names.
    public enum Setting: Sendable, Equatable {
        case size, scale, fps, duration, crf, preset, loop, background
        case maxViews, maxPixels, maxFrames, maxDuration, maxStateChanges
    }

    // The canvas and the frame (`SceneRenderer.validate`).
    /// The canvas has a side that is not a positive, finite number of points.
    case canvasNotPositive
    /// The scale is not a positive, finite number.
    case scaleNotPositive
    /// A side of the frame would have more pixels than `limit`.
    case frameOverSide(limit: Int)
    /// The frame is smaller than one pixel.
    case frameBelowOnePixel
    /// The duration setting is not a positive, finite number of seconds.
    case durationNotPositive
    /// An integer setting outside what it may be (fps, crf, loop).
    case outOfRange(Setting, Int, allowed: ClosedRange<Int>)

    // Limits (DESIGN.md §7).
    /// A count limit below one.
    case limitBelowOne(Setting, Int)
    /// The duration limit is not a positive, finite number.
    case maxDurationNotPositive(Double)
    /// A frame of more pixels than the limit.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// A render longer than the duration limit: the scene's own length (`scenePath` names the
    /// scene) or the duration setting's (nil).
    case tooLong(seconds: Double, limit: Double, scenePath: String?)
    /// A render of more frames than the limit, as `tooLong`.
    case tooManyFrames(seconds: Double, fps: Int, frames: Int, limit: Int, scenePath: String?)

    // The frames asked for.
    /// A frame range with nothing in it (or starting below 0).
    case emptyFrameRange(first: Int, end: Int)
    /// Frames past the scene's last.
    case framesPastEnd(first: Int, end: Int, frameCount: Int, fps: Int)
    /// Times between which no frame falls.
    case noFrameBetween(start: Double, end: Double, fps: Int)

    // The output.
    /// A `.png` output without a frame-number pattern.
    case framePatternNeeded(path: String)
    /// An output whose extension names no format.
    case unknownFormat(path: String)
    /// A codec name that is not one of `known`.
    case unknownCodec(String, known: [String])
    /// A codec that the output's container cannot hold.
    case codecNotInFile(VideoCodec, path: String)
    /// A PNG-sequence pattern without a frame number.
    case notAFramePattern(String)
    /// Transparency asked of a format that cannot store it.
    case noTransparency(OutputFormat)
    /// A setting (crf, preset) the codec does not take.
    case notForCodec(Setting, VideoCodec)
    /// A preset name that is not one of `known`.
    case unknownPreset(String, known: [String])
    /// Frames too small for HEVC's encoder.
    case tooSmallForHEVC(width: Int, height: Int, minimumSide: Int)
    /// A GIF frame rate above what GIF players keep.
    case gifFrameRate(Int, most: Int)

    // Contact sheets.
    /// A sheet of no columns or rows.
    case emptySheet
    /// A sheet wider or taller than `limit` pixels.
    case sheetTooLarge(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int, width: Int, height: Int, limit: Int)
}
