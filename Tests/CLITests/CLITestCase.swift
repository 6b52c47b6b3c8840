import Foundation
import Media
import XCTest

/// Runs the built `zoetrope` binary as a user would; each test gets a fresh scratch folder.
class CLITestCase: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `zoetrope` executable next to the test bundle.
    static var binary: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" || dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("zoetrope")
    }

    /// The scene cache the suite's compiled scenes share.
    static let sceneCache = root.appendingPathComponent(".build/test-scene-cache")

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "build the zoetrope product first (make test does)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` (the zoetrope binary by default) with `args` from the repository root;
    /// `environment` is added to the test's own.
    func run(
        _ args: [String], executable: URL? = nil, environment: [String: String] = [:], directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.binary
        process.arguments = args
        // Every test shares one scene cache, so a scene is compiled once per suite (and per engine
        // build: the cache key holds it); a test that needs its own cache sets XDG_CACHE_HOME.
        let shared = ["XDG_CACHE_HOME": Self.sceneCache.path]
        process.environment = ProcessInfo.processInfo.environment.merging(shared) { _, new in new }
            .merging(environment) { _, new in new }
        process.currentDirectoryURL = directory ?? Self.root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once: a program blocked writing a long error would never
        // close its standard output.
        let errors = ReadToEnd(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    func writeScene(_ name: String, _ text: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A path inside the scratch folder.
    func file(_ name: String) -> String {
        scratch.appendingPathComponent(name).path
    }

    /// The scratch folder's entries, hidden ones included, sorted.
    func scratchContents(_ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent(folder).path).sorted()
    }

    /// Every frame of a video (or image sequence member) as RGBA.
    func decodedFrames(_ path: String) throws -> [[UInt8]] {
        let reader = try VideoReader(path: path)
        var frames: [[UInt8]] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        return frames
    }

    /// A 64×64-point scene: a transparent canvas with an opaque red circle 32 points wide in the middle.
    func transparentScene() throws -> String {
        try writeScene(
            "dot.swift",
            """
            import SwiftUI
            struct Dot: View {
                var body: some View {
                    Circle().fill(Color.red).frame(width: 32, height: 32)
                }
            }
            """)
    }
}

/// Reads a file handle to its end on a thread of its own.
final class ReadToEnd: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
