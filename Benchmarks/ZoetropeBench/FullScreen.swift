// The full-screen scenes of `make bench` (Benchmarks/Scenes: every pixel changes in every frame) and
// their Skia anchor: render-only frames per second on 1 and all threads, the full redraw (every
// frame drawn whole on one thread, nothing kept) and Skia's CPU raster drawing the same frames on
// one thread (Benchmarks/skia_anchor.py, run with skia-python from a virtual environment this tool
// makes in .build/skia-venv; without it the table says the anchor is missing).
import Foundation

let fullScreenFolder = "Benchmarks/Scenes"
let skiaScript = "Benchmarks/skia_anchor.py"
let skiaEnvironment = ".build/skia-venv"

/// Runs `executable` with `arguments`; its standard output and exit status (nil when it could
/// not start). Standard error goes to this tool's.
func runCapturing(_ executable: String, _ arguments: [String]) -> (output: Data, status: Int32)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    do {
        try process.run()
    } catch {
        return nil
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, process.terminationStatus)
}

/// The virtual environment's Python with skia-python importable, made on first use (`python3 -m
/// venv`, then `pip install skia-python`); or why there is none.
func skiaPython() -> Result<String, SkiaMissing> {
    let python = skiaEnvironment + "/bin/python"
    func importsSkia() -> Bool { runCapturing(python, ["-c", "import skia"])?.status == 0 }
    if FileManager.default.isExecutableFile(atPath: python), importsSkia() { return .success(python) }
    FileHandle.standardError.write(Data("making \(skiaEnvironment) with skia-python for the Skia anchor…\n".utf8))
    guard runCapturing("/usr/bin/env", ["python3", "-m", "venv", skiaEnvironment])?.status == 0 else {
        return .failure(SkiaMissing(reason: "python3 -m venv \(skiaEnvironment) failed"))
    }
    guard runCapturing(python, ["-m", "pip", "install", "-q", "skia-python"])?.status == 0, importsSkia() else {
        return .failure(SkiaMissing(reason: "pip install skia-python failed"))
    }
    return .success(python)
}

struct SkiaMissing: Error {
    let reason: String
}

/// Skia's frames per second on one thread per scene file name, or why there are none.
func skiaAnchor(frames: Int, runs: Int) -> Result<[String: Double], SkiaMissing> {
    let python: String
    switch skiaPython() {
    case .success(let p): python = p
    case .failure(let missing): return .failure(missing)
    }
    guard let (data, status) = runCapturing(python, [skiaScript, "--frames", "\(frames)", "--runs", "\(runs)"]),
        status == 0,
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let figures = object["fps_1thread"] as? [String: Any]
    else { return .failure(SkiaMissing(reason: "\(skiaScript) failed")) }
    return .success(figures.compactMapValues { ($0 as? NSNumber)?.doubleValue })
}

/// The value of `--frames` and `--runs` in `arguments`, or `defaultValue`.
func option(_ name: String, in arguments: [String], default defaultValue: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else {
        return defaultValue
    }
    return n
}

/// Prints the full-screen table: each scene render-only on 1 and all threads, its full redraw,
/// Skia's figure and the full redraw's ratio to it.
func benchFullScreen(zoetrope: URL, extra: [String]) {
    let names =
        ((try? FileManager.default.contentsOfDirectory(atPath: fullScreenFolder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
    guard !names.isEmpty else { return }
    var arguments = extra.filter { $0 != "--render-only" }
    // Full-screen frames take tens of milliseconds each: 60 of them are enough for stable figures.
    if !arguments.contains("--frames") { arguments += ["--frames", "60"] }
    let frames = option("--frames", in: arguments, default: 60)
    let runs = option("--runs", in: arguments, default: 1)
    var reports: [String: [String: Any]] = [:]
    for name in names {
        FileHandle.standardError.write(Data("benchmarking \(fullScreenFolder)/\(name)…\n".utf8))
        guard
            let (data, status) = runCapturing(
                zoetrope.path, ["bench", "\(fullScreenFolder)/\(name)", "--json", "--render-only"] + arguments),
            status == 0, let report = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { continue }
        reports[name] = report
    }
    FileHandle.standardError.write(Data("measuring the Skia anchor…\n".utf8))
    let skia = skiaAnchor(frames: min(frames, 60), runs: max(1, runs))
    let header = [
        "full-screen scene", "frames", "fps 1T", "fps allT", "scaling", "scaling, cores free", "full redraw 1T",
        "Skia 1T", "× Skia",
    ]
    var rows: [[String]] = []
    for name in names {
        guard let r = reports[name] else {
            rows.append([name, "failed"])
            continue
        }
        let full = number(r["render_fps_full_redraw"])
        var row = [
            name, "\(Int(number(r["frames"])))", String(format: "%.1f", number(r["render_fps_1thread"])),
            String(format: "%.1f", number(r["render_fps"])),
            String(format: "%.2f", ratio(r["render_fps"], r["render_fps_1thread"])),
            r["render_fps_cores_free"] is NSNumber
                ? String(format: "%.2f", ratio(r["render_fps_cores_free"], r["render_fps_1thread_cores_free"])) : "-",
            String(format: "%.1f", full),
        ]
        if case .success(let figures) = skia, let anchor = figures[name], anchor > 0 {
            row += [String(format: "%.1f", anchor), String(format: "%.2f", full / anchor)]
        } else {
            row += ["-", "-"]
        }
        rows.append(row)
    }
    print("")
    print(
        "Full-screen scenes (\(fullScreenFolder), render only; full redraw and Skia on one thread, every frame whole):")
    printTable(header: header, rows: rows)
    if case .failure(let missing) = skia {
        print("  Skia anchor missing: \(missing.reason) (it needs python3-venv and PyPI's skia-python)")
    }
}

/// Prints a Markdown table, the first column left-aligned and the others right-aligned.
func printTable(header: [String], rows: [[String]]) {
    let table = [header] + rows
    let widths = header.indices.map { column in table.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
    for row in table {
        let cells = row.enumerated().map { column, cell in
            column == 0
                ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[column] - cell.count) + cell
        }
        print("| " + cells.joined(separator: " | ") + " |")
        if row == header {
            print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        }
    }
}
