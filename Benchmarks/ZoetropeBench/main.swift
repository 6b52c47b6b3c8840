// `make bench`: runs `zoetrope bench --json` (the binary beside this one) on every scene in scenes/
// and prints one table. Extra arguments go to each bench run, e.g. --frames 30 --runs 2.
import Foundation

let sceneFolder = "scenes"
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("zoetrope")
let extra = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("zoetrope-bench: \(message)\n".utf8))
    exit(1)
}

let names: [String]
do {
    names = try FileManager.default.contentsOfDirectory(atPath: sceneFolder).filter { $0.hasSuffix(".swift") }.sorted()
} catch {
    fail("cannot list \(sceneFolder)/: \(error)")
}

/// One scene's JSON report, or nil (with the error printed) when the bench failed.
func bench(_ scene: String) -> [String: Any]? {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["bench", scene, "--json"] + extra
    let out = Pipe()
    process.standardOutput = out
    do {
        try process.run()
    } catch {
        fail("cannot run \(binary.path): \(error)")
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}

func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? 0 }

let header = [
    "scene", "size", "frames", "fps 1T", "fps allT", "encode", "e2e", "list ms", "raster ms", "yuv ms", "enc ms",
    "RSS MB", "µs/Mpx", "× launch",
]
var rows: [[String]] = []
var costs: [String: Double] = [:]
for name in names {
    let scene = "\(sceneFolder)/\(name)"
    FileHandle.standardError.write(Data("benchmarking \(scene)…\n".utf8))
    guard let r = bench(scene) else {
        rows.append([name, "failed"])
        continue
    }
    let stages = r["stages"] as? [String: Any] ?? [:]
    let pixels = number(r["width"]) * number(r["height"])
    // Single-thread render cost per megapixel: compares scenes of different sizes.
    let perMegapixel = 1e6 / number(r["render_fps_1thread"]) / (pixels / 1e6)
    rows.append(
        [
            name, "\(Int(number(r["width"])))x\(Int(number(r["height"])))", "\(Int(number(r["frames"])))",
            String(format: "%.1f", number(r["render_fps_1thread"])), String(format: "%.1f", number(r["render_fps"])),
            String(format: "%.1f", number(r["encode_fps"])), String(format: "%.1f", number(r["end_to_end_fps"])),
            String(format: "%.2f", number(stages["display_list"])), String(format: "%.2f", number(stages["rasterize"])),
            String(format: "%.2f", number(stages["color_conversion"])),
            String(format: "%.2f", number(stages["encode"])),
            String(format: "%.0f", number(r["peak_rss_mb"])), String(format: "%.0f", perMegapixel),
        ])
    costs[name] = perMegapixel
}
// Render cost per pixel relative to the launch scene (the issue's "no more than 5× slower per pixel").
if let launch = costs["launch.swift"], launch > 0 {
    for i in rows.indices where rows[i].count == header.count - 1 {
        rows[i].append(String(format: "%.1f", (costs[rows[i][0]] ?? 0) / launch))
    }
}
let table = [header] + rows
let widths = header.indices.map { column in table.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
for row in table {
    let cells = row.enumerated().map { column, cell in
        column == 0
            ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
            : String(repeating: " ", count: widths[column] - cell.count) + cell
    }
    print("| " + cells.joined(separator: " | ") + " |")
    if row == header { print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|") }
}
