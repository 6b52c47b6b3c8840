import Foundation
import Zoetrope

/// `zoetrope _preview-frames SCENE [flags]`: what a scene program does for `zoetrope preview`
/// (not for people: `preview` starts it). The scene is loaded once; then each line read from
/// standard input is a request, answered on standard output by `ok <count>` or `error <count>`,
/// a newline and that many bytes:
///
///     frame <seconds>   the frame as a PNG file (`frame <seconds> stored`: not compressed;
///                       `frame <seconds> fast`: a JPEG if it is opaque, else a stored PNG;
///                       `frame <seconds> fast-compressed`: the same with a compressed PNG)
///     info              {"view", "width", "height", "scale", "fps", "duration", "frames", "endless"} (JSON)
///     timeline          what `zoetrope timeline --json` prints
///
/// It ends at the end of its input.
public enum PreviewFramesCommand {
    public static let name = "_preview-frames"
    /// Flags it takes beyond the scene: those of `preview` that change what a frame shows.
    public static let valueOptions = CommandOption.previewFrames.map(\.flag)

    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.previewFrames, limits: true)
        guard let scene = parsed.positionals.first, parsed.positionals.count == 1 else {
            throw UsageError(message: "expected one scene file")
        }
        var settings = try Command.commonSettings(parsed)
        settings.fps = try parsed.int("--fps") ?? 60
        if let duration = try parsed.positiveDouble("--duration") { settings.duration = duration }
        let renderer = try Command.load(scene, settings)
        while let line = readLine() {
            let words = line.split(separator: " ")
            switch (words.first, words.count) {
            case ("frame", 2),
                ("frame", 3) where ["stored", "fast", "fast-compressed"].contains(words[2]):
                guard let t = Double(words[1]), t.isFinite, t >= 0 else {
                    reply(error: "invalid time '\(words[1])'")
                    continue
                }
                let kind = words.count == 3 ? words[2] : ""
                do {
                    reply(
                        kind.hasPrefix("fast")
                            ? try renderer.previewImageData(at: t, compressed: kind == "fast-compressed")
                            : try renderer.pngData(at: t, compressed: kind != "stored"))
                } catch {
                    reply(error: "\(error)")
                }
            case ("info", 1):
                reply(Array(info(renderer).utf8))
            case ("timeline", 1):
                reply(Array(renderer.timelineJSON().utf8))
            default:
                reply(error: "unknown request '\(line.prefix(80))'")
            }
        }
        return 0
    }

    static func info(_ renderer: SceneRenderer) -> String {
        let s = renderer.settings
        let fields: [String: Any] = [
            "view": renderer.viewName, "width": s.canvas.width, "height": s.canvas.height, "scale": s.scale,
            "fps": s.fps, "duration": renderer.duration, "frames": renderer.frameCount,
            "endless": renderer.rendersOneCycle,
        ]
        let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static func reply(_ bytes: [UInt8]) {
        write(Array("ok \(bytes.count)\n".utf8) + bytes)
    }

    private static func reply(error text: String) {
        let bytes = Array(text.utf8)
        write(Array("error \(bytes.count)\n".utf8) + bytes)
    }

    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }
}
