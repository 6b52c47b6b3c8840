// Render-throughput benchmark: frames per second of the launch scene, per thread count,
// rendering only (no encoding) and rendering + H.264 encoding, with peak memory.
//
//   swift run -c release zoetrope-bench [scene] [--scale S] [--frames N] [--threads 1,2]
import Foundation
import Zoetrope

func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux
}

var scene = "scenes/launch.swift"
var scale = 3.0
var frameLimit = 60
var threadCounts = [1, ProcessInfo.processInfo.activeProcessorCount]
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--scale": scale = Double(args.isEmpty ? "" : args.removeFirst()) ?? scale
    case "--frames": frameLimit = Int(args.isEmpty ? "" : args.removeFirst()) ?? frameLimit
    case "--threads":
        threadCounts = (args.isEmpty ? "" : args.removeFirst()).split(separator: ",").compactMap { Int($0) }
    default: scene = a
    }
}

var results: [String] = []
for threads in Set(threadCounts).sorted() {
    var settings = RenderSettings()
    settings.scale = scale
    settings.threads = threads
    let renderer: SceneRenderer
    do {
        renderer = try SceneRenderer.load(path: scene, settings: settings)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(error.exitCode)
    }
    let n = min(frameLimit, renderer.frameCount)
    // Spread the sampled frames over the whole animation.
    let indices = (0..<n).map { $0 * renderer.frameCount / n }
    _ = renderer.frame(at: 0)  // warm caches (assets, fonts)
    let start = Date()
    var checksum = 0
    // One frame per thread at a time, as the video pipeline renders them.
    var next = 0
    while next < indices.count {
        let batch = indices[next..<min(indices.count, next + threads)]
        next += batch.count
        for frame in renderer.frames(at: batch.map { renderer.time(ofFrame: $0) }) {
            checksum &+= Int(frame.bytes[frame.bytes.count / 2])
        }
    }
    let seconds = Date().timeIntervalSince(start)
    results.append(
        String(
            format: "render  %4dx%-4d threads %2d: %6.1f frames/s (%d frames in %.2f s, checksum %d)",
            settings.pixelWidth, settings.pixelHeight, threads, Double(n) / seconds, n, seconds, checksum))
}
do {
    var settings = RenderSettings()
    settings.scale = scale
    settings.duration = Double(frameLimit) / Double(settings.fps)
    let renderer = try SceneRenderer.load(path: scene, settings: settings)
    let path = NSTemporaryDirectory() + "zoetrope-bench-\(getpid()).mp4"
    let start = Date()
    try renderer.writeVideo(to: path)
    let seconds = Date().timeIntervalSince(start)
    try? FileManager.default.removeItem(atPath: path)
    results.append(
        String(
            format: "encode  %4dx%-4d threads %2d: %6.1f frames/s (%d frames in %.2f s, H.264 CRF 18 medium)",
            settings.pixelWidth, settings.pixelHeight, settings.threads, Double(renderer.frameCount) / seconds,
            renderer.frameCount, seconds))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
}
results.append(String(format: "peak memory: %.0f MiB", peakMemoryMiB()))
print(results.joined(separator: "\n"))
