// Fuzz target, two halves, chosen by the first byte of each input (odd: preparation):
// - the scene preparation step (SceneCompiler): any bytes as a scene file's text, read with
//   swift-syntax and prepared for swiftc;
// - random view trees built through the SwiftUI module's API (`RandomViews`), run on the scene
//   clock, laid out and drawn down to pixels: single frames, and a short sequence redrawn frame
//   to frame through the video pipeline.
// Built by `make fuzz` with -sanitize=fuzzer,address and -D ZOETROPE_FUZZ, it runs libFuzzer;
// built normally, it replays the files given as arguments (to reproduce a crash).
import Foundation
import SceneCompiler
import SwiftUI
import Zoetrope

/// Runs one input through one half; errors are expected, crashes are bugs.
func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let first = bytes.first else { return }
    // Scene files (the seeds) start with an odd byte ('/', 'i', 's'): they go to the preparation
    // half whole; the random-views half reads the bytes after an even first byte.
    if first & 1 == 1 {
        let source = String(decoding: bytes, as: UTF8.self)
        // swift-syntax backtracks exponentially on brackets nested 16 deep and more: the product
        // reads such files under a deadline (ParseDeadline, a bad-scene fixture tests it).
        if ScenePreparation.nesting(of: source).isSlow { return }
        _ = try? ScenePreparation.prepare(source: source, path: "fuzz-input.swift", rootView: nil)
        return
    }
    let rest = Array(bytes.dropFirst())
    var settings = RenderSettings()
    settings.scale = 0.05
    settings.threads = 1
    settings.fps = 2
    // The scene file messages name: this program's own folder has none, so one is written.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-fuzz-scene.swift").path
    if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: Data()) }
    let program = _zoetropeSceneProgram { FuzzView(bytes: rest) }
    guard let renderer = try? SceneRenderer.load(program: program, path: path, settings: settings) else { return }
    _ = renderer.frame(at: 0)
    let end = min(renderer.duration, 10)
    _ = renderer.frame(at: end)
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
