// Fuzz target: any bytes as a scene file through parse → evaluate → layout → draw (single frames,
// and a short sequence redrawn frame to frame).
// Built by `make fuzz` with -sanitize=fuzzer,address and -D ZOETROPE_FUZZ, it runs libFuzzer;
// built normally, it replays the files given as arguments (to reproduce a crash).
import Foundation
import Zoetrope

/// Runs one input through the whole pipeline at a tiny scale; errors are expected, crashes are bugs.
func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
    let source = String(decoding: bytes, as: UTF8.self)
    var settings = RenderSettings()
    settings.scale = 0.05
    settings.threads = 1
    settings.fps = 2
    let path = FileManager.default.currentDirectoryPath + "/scenes/fuzz-input.swift"
    guard let renderer = try? SceneRenderer.load(source: source, path: path, settings: settings) else { return }
    _ = renderer.frame(at: 0)
    _ = renderer.frame(at: min(renderer.duration, 10))
    // A short sequence through the video pipeline: redraws of what changed between frames, two
    // workers catching up on each other's frames.
    let end = min(renderer.duration, 10)
    renderer.renderFrames(at: (0..<6).map { end * Double($0) / 5 }, threads: 2) { _, _ in }
}

#if ZOETROPE_FUZZ
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(
        runDriver(&argc, &argv) { data, size in
            exercise(UnsafeBufferPointer(start: data, count: size))
            return 0
        })
#else
    for file in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
            exit(66)
        }
        data.withUnsafeBytes { raw in exercise(raw.bindMemory(to: UInt8.self)) }
        print("ok \(file)")
    }
#endif
