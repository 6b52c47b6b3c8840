import Foundation
import Zoetrope

/// The words of the facade's typed errors, with the flags that change what they are about: the
/// only place where a `SettingError` or a `FileError` becomes text (docs/cli.md shows each).
enum ErrorWords {
    /// What a setting error says: a usage message, or, for a scene whose own length is over a
    /// limit, a diagnostic located at the scene file (`scene.swift: error: …`).
    enum Text: Equatable {
        case usage(String)
        case scene(String)
    }

    /// The flag that sets `setting`.
    static func flag(_ setting: SettingError.Setting) -> String {
        switch setting {
        case .size: "--size"
        case .scale: "--scale"
        case .fps: "--fps"
        case .duration: "--duration"
        case .crf: "--crf"
        case .preset: "--preset"
        case .loop: "--loop"
        case .background: "--background"
        case .maxViews: "--max-views"
        case .maxPixels: "--max-pixels"
        case .maxFrames: "--max-frames"
        case .maxDuration: "--max-duration"
        case .maxStateChanges: "--max-state-changes"
        }
    }

    static func text(_ error: SettingError) -> Text {
        switch error {
        case .canvasNotPositive: return .usage("the canvas size must be positive")
        case .scaleNotPositive: return .usage("the scale must be positive")
        case .frameOverSide(let limit): return .usage("the frame would exceed \(limit) pixels on a side")
        case .frameBelowOnePixel: return .usage("the frame is smaller than one pixel")
        case .durationNotPositive: return .usage("the duration must be positive")
        case .outOfRange(let setting, let value, let allowed):
            return .usage(ParsedArguments.invalidInteger(String(value), for: flag(setting), expected: allowed))
        case .limitBelowOne(let setting, let value): return .usage("\(flag(setting)) must be at least 1, got \(value)")
        case .maxDurationNotPositive(let value): return .usage("--max-duration must be a positive number, got \(value)")
        case .tooManyPixels(let width, let height, let limit):
            return .usage(
                "a \(width)x\(height) frame has more than \(limit) pixels; lower --size or --scale, or raise the "
                    + "limit with --max-pixels")
        case .tooLong(let seconds, let limit, let scenePath):
            let lasts = String(format: "%.2f", seconds)
            let limitText = "the limit of \(plainNumber(limit)) s"
            if let scenePath {
                return .scene(
                    "\(scenePath): error: the scene lasts \(lasts) s, longer than \(limitText); render part of it "
                        + "with --duration, or raise the limit with --max-duration")
            }
            return .usage("--duration \(lasts) is longer than \(limitText) (raise it with --max-duration)")
        case .tooManyFrames(let seconds, let fps, let frames, let limit, let scenePath):
            let what =
                "\(String(format: "%.2f", seconds)) s at \(fps) fps is \(frames) frames, more than the limit of \(limit)"
            if let scenePath {
                return .scene(
                    "\(scenePath): error: the scene's \(what); render part of it with --duration, lower --fps, "
                        + "or raise the limit with --max-frames")
            }
            return .usage("\(what); lower --duration or --fps, or raise the limit with --max-frames")
        case .emptyFrameRange(let first, let end): return .usage("the frame range \(first)..\(end) is empty")
        case .framesPastEnd(let first, let end, let frameCount, let fps):
            return .usage(
                "frames \(first)..\(end) go past the end of the scene (\(frameCount) frames at \(fps) fps); "
                    + "--duration renders longer")
        case .noFrameBetween(let start, let end, let fps):
            let times = "\(String(format: "%.3f", start))..<\(String(format: "%.3f", end))"
            return .usage("no frame lies in \(times) s at \(fps) fps")
        case .framePatternNeeded(let path):
            return .usage(
                "'\(path)' needs a frame-number pattern for a PNG sequence, such as frames/frame_%04d.png "
                    + "(for one frame use 'zoetrope frame')")
        case .unknownFormat(let path):
            return .usage(
                "cannot tell the format of '\(path)': use .mp4 (H.264), .mov (ProRes 4444), .webm (VP9), .gif, "
                    + "or a PNG sequence such as frame_%04d.png")
        case .unknownCodec(let name, let known):
            return .usage("unknown codec '\(name)' (expected one of: \(known.joined(separator: ", ")))")
        case .codecNotInFile(let codec, let path):
            let allowed = codec.fileExtensions.map { "." + $0 }.joined(separator: " or ")
            return .usage("\(codec.displayName) video goes in a \(allowed) file, not '\(path)'")
        case .notAFramePattern(let pattern):
            return .usage("'\(pattern)' is not a frame-number pattern such as frame_%04d.png")
        case .noTransparency(let format):
            return .usage(
                "\(format.displayName) cannot store transparency; use a .mov file (ProRes 4444), a .webm file "
                    + "(VP9), a .gif or a PNG sequence, or give an opaque --background")
        case .notForCodec(.crf, let codec):
            return .usage("\(codec.displayName) has no '--crf'; its quality is fixed by the profile")
        case .notForCodec(let setting, let codec):
            return .usage("\(codec.displayName) takes no '\(flag(setting))'; presets are for H.264 and HEVC")
        case .unknownPreset(let name, let known):
            var message = "unknown preset '\(name)'"
            if let near = nearest(name, in: known) { message += " (did you mean '\(near)'?)" }
            return .usage(message)
        case .tooSmallForHEVC(let width, let height, let side):
            return .usage(
                "HEVC needs frames of at least \(side)×\(side) pixels (these are \(width)×\(height)); raise --scale "
                    + "or use H.264")
        case .gifFrameRate(_, let most):
            return .usage(
                "a GIF plays at most \(most) fps (its delays are hundredths of a second and players slow down "
                    + "shorter ones); use --fps \(most) or less")
        case .emptySheet: return .usage("the grid needs at least one column and row")
        case .sheetTooLarge(let columns, let rows, let cellWidth, let cellHeight, let width, let height, let limit):
            return .usage(
                "a \(columns)x\(rows) sheet of \(cellWidth)x\(cellHeight) frames would be \(width)x\(height) pixels, "
                    + "over the limit of \(limit); lower --scale")
        }
    }

    /// What a limit the scene reached says, with the flag that raises it.
    static func text(_ limit: SceneLimit) -> String {
        switch limit {
        case .viewsInSnapshot(let most): "too many views (limit \(most) in one snapshot; raise it with --max-views)"
        case .layoutNodes(let most):
            "the view tree has more than \(most) views and modifiers (raise the limit with --max-views)"
        case .stateChanges(let most, let time):
            "the scene changed state more than \(most) times in one second of scene time, at \(seconds(time)) "
                + "(raise the limit with --max-state-changes)"
        }
    }

    /// What a file error says: `cannot create 'out/x.mp4': Permission denied`, and for a scene
    /// file that cannot be read, what is there instead.
    static func text(_ error: FileError) -> String {
        let path = "'\(error.path)'"
        switch (error.operation, error.reason) {
        case (.read, .noSuchFile): return "no such file \(path)"
        case (.read, .isDirectory): return "\(path) is a directory, not a scene file"
        case (.read, .notRegularFile): return "\(path) is not a regular file"
        case (.read, .tooLarge(let mib)): return "\(path) is larger than \(mib) MiB; is it a scene file?"
        case (let operation, .unreadable): return "cannot \(operation.rawValue) \(path)"
        case (let operation, let reason):
            return "cannot \(operation.rawValue) \(path): \(words(reason))"
        }
    }

    private static func words(_ reason: FileError.Reason) -> String {
        switch reason {
        case .noSuchFile: "no such file"
        case .isDirectory: "it is a directory"
        case .notRegularFile: "it is not a regular file"
        case .unreadable: "it cannot be read"
        case .tooLarge(let mib): "it is larger than \(mib) MiB"
        case .noSuchFolder(let folder): "no such directory '\(folder)'"
        case .folderIsFile(let folder): "'\(folder)' is not a directory"
        case .system(let text): text
        }
    }

    /// A scene time as a message shows it: `0 s`, `2.5 s`, `12.34 s` (to the hundredth).
    private static func seconds(_ time: Double) -> String {
        plainNumber((time * 100).rounded() / 100) + " s"
    }

    /// A number of seconds without a needless fraction: 3600, 0.5.
    private static func plainNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
