import Dispatch
import Foundation
import Zoetrope

/// `zoetrope bench`: render-only, encode-only and end-to-end throughput of a scene, the per-stage
/// split per frame, and peak memory.
enum BenchCommand {
    /// Stages in report order: (JSON key, human label).
    static let stageNames = [
        ("display_list", "blend + display list"), ("rasterize", "rasterize"),
        ("color_conversion", "colour conversion"), ("encode", "encode (H.264)"),
    ]

    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.bench, limits: true)
        if parsed.flags.contains("--help") {
            print(Help.bench, terminator: "")
            return 0
        }
        guard let scene = parsed.positionals.first else { throw UsageError(message: "missing scene file") }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
        }
        let settings = try Command.commonSettings(parsed)
        let frameLimit = try parsed.int("--frames") ?? SceneBenchmark.defaultFrameLimit
        let runs = try parsed.int("--runs") ?? 1
        let renderer = try Command.load(scene, settings)
        let result = try SceneBenchmark.measure(
            renderer, frameLimit: frameLimit, runs: runs, renderOnly: parsed.flags.contains("--render-only"))
        print(parsed.flags.contains("--json") ? json(result, scene: scene) : text(result, scene: scene))
        return 0
    }

    private static func json(_ r: SceneBenchmark.Result, scene: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let name = (try? encoder.encode(scene)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        func number(_ x: Double) -> String { String(format: "%.3f", x) }
        func stageObject(_ fraction: Double) -> String {
            let fields = stageNames.map { key, _ in
                "\"\(key)\": \(r.stages[key].map { number(SceneBenchmark.percentile($0, fraction) * 1000) } ?? "null")"
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let fields = [
            "\"scene\": \(name)", "\"width\": \(r.width)", "\"height\": \(r.height)", "\"frames\": \(r.frames)",
            "\"threads\": \(r.threads)", "\"runs\": \(r.runs)", "\"render_fps\": \(number(r.renderFPS))",
            "\"render_fps_1thread\": \(number(r.renderFPS1Thread))",
            "\"render_fps_median\": \(number(r.renderFPSMedian))",
            "\"render_fps_1thread_median\": \(number(r.renderFPS1ThreadMedian))",
            "\"render_fps_full_redraw\": \(number(r.renderFPSFullRedraw))",
            "\"render_fps_cores_free\": \(r.renderFPSCoresFree.map(number) ?? "null")",
            "\"render_fps_1thread_cores_free\": \(r.renderFPS1ThreadCoresFree.map(number) ?? "null")",
            "\"encode_fps\": \(r.renderOnly ? "null" : number(r.encodeFPS))",
            "\"end_to_end_fps\": \(r.renderOnly ? "null" : number(r.endToEndFPS))",
            "\"peak_rss_mb\": \(number(r.peakRSSMB))",
            "\"stages\": \(stageObject(0.5))", "\"stages_p95\": \(stageObject(0.95))",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func text(_ r: SceneBenchmark.Result, scene: String) -> String {
        let best = r.runs > 1 ? ", best of \(r.runs) runs" : ""
        var lines = [
            "\(scene): \(r.width)x\(r.height), \(r.frames) frames, \(r.threads) threads\(best)",
            String(
                format: "  render only:  %7.1f fps on 1 thread, %7.1f fps on %d (%.2fx)", r.renderFPS1Thread,
                r.renderFPS, r.threads, r.renderFPS / r.renderFPS1Thread),
            String(
                format: "  median pass:  %7.1f fps on 1 thread, %7.1f fps on %d (%.2fx)%@", r.renderFPS1ThreadMedian,
                r.renderFPSMedian, r.threads, r.renderFPSMedian / r.renderFPS1ThreadMedian,
                r.renderFPSMedian < 0.9 * r.renderFPS || r.renderFPS1ThreadMedian < 0.9 * r.renderFPS1Thread
                    ? "; passes varied: the machine was busy" : ""),
            String(
                format: "  full redraw:  %7.1f fps on 1 thread (every frame drawn whole, nothing kept: --plain)",
                r.renderFPSFullRedraw),
        ]
        if let one = r.renderFPS1ThreadCoresFree, let all = r.renderFPSCoresFree {
            lines.append(
                String(
                    format:
                        "  cores free:   %7.1f fps on 1 thread, %7.1f fps on %d (%.2fx; the best passes less their waits for a CPU, an estimate)",
                    one, all, r.threads, all / one))
        }
        if !r.renderOnly {
            lines += [
                String(
                    format: "  encode only:  %7.1f fps (H.264, a render's default settings; frames pre-rendered)",
                    r.encodeFPS),
                String(format: "  end to end:   %7.1f fps (render + H.264 encode to a file)", r.endToEndFPS),
            ]
        }
        lines += [
            String(format: "  peak memory:  %7.0f MB", r.peakRSSMB),
            "  stage (ms per frame)        median       p95",
        ]
        for (key, label) in stageNames where !r.renderOnly || r.stages[key] != nil {
            let samples = r.stages[key] ?? []
            let padded = label.padding(toLength: 24, withPad: " ", startingAt: 0)
            lines.append(
                String(
                    format: "    %@ %9.2f %9.2f", padded, SceneBenchmark.percentile(samples, 0.5) * 1000,
                    SceneBenchmark.percentile(samples, 0.95) * 1000))
        }
        return lines.joined(separator: "\n")
    }
}
