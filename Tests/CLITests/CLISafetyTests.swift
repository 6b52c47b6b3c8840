import Foundation
import Media
import XCTest

/// Outputs are atomic: failures exit 73 and interrupts exit 130, leaving no partial file.
final class CLISafetyTests: CLITestCase {
    private let quickRender = ["--scale", "0.25", "--duration", "0.2", "--fps", "10"]

    func testMissingDirectoryExits73AndLeavesNothing() throws {
        let out = file("no/such/dir/x.mp4")
        let r = try run(["render", "scenes/launch.swift", "-o", out] + quickRender)
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(
            r.stderr, "zoetrope: error: cannot create '\(out)': no such directory '\(file("no/such/dir"))'\n")
        XCTAssertEqual(try scratchContents(), [])
    }

    func testDirectoryAsOutputExits73() throws {
        let out = file("taken.gif")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let r = try run(["render", "scenes/launch.swift", "-o", out] + quickRender)
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(r.stderr, "zoetrope: error: cannot create '\(out)': it is a directory\n")
        XCTAssertEqual(try scratchContents(), ["taken.gif"])
        XCTAssertEqual(try scratchContents("taken.gif"), [])
    }

    func testFileAsFolderExits73() throws {
        let blocker = file("plain")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let r = try run(["render", "scenes/launch.swift", "-o", blocker + "/x.mp4"] + quickRender)
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(r.stderr, "zoetrope: error: cannot create '\(blocker)/x.mp4': '\(blocker)' is not a directory\n")
    }

    /// Runs `script` in a private mount namespace (so a mount made there vanishes with it), or skips
    /// when this machine does not allow that (it needs root).
    private func inPrivateMount(_ script: String, _ arguments: [String]) throws -> Result {
        let probe = try run(["--mount", "true"], executable: URL(fileURLWithPath: "/usr/bin/unshare"))
        try XCTSkipUnless(probe.status == 0, "private mount namespaces need root: \(probe.stderr)")
        return try run(
            ["--mount", "sh", "-c", script, "sh"] + arguments, executable: URL(fileURLWithPath: "/usr/bin/unshare"))
    }

    func testFullDiskExits73AndLeavesNoPartialFile() throws {
        let disk = file("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        // A 16 KiB file system: the MP4 outgrows it.
        let script = """
            mount -t tmpfs -o size=16k tmpfs "$1" || exit 99
            "$2" render scenes/launch.swift -o "$1/x.mp4" --scale 0.5 --duration 1 --fps 30 --preset ultrafast
            status=$?
            ls -A "$1"
            exit $status
            """
        let r = try inPrivateMount(script, [disk, Self.binary.path])
        try XCTSkipIf(r.status == 99, "cannot mount tmpfs here")
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(r.stderr, "zoetrope: error: cannot write '\(disk)/x.mp4': No space left on device\n")
        XCTAssertEqual(r.stdout, "", "the partial file is removed")
    }

    func testReadOnlyFileSystemExits73() throws {
        let disk = file("readonly")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        let script = """
            mount -t tmpfs -o size=64k,ro tmpfs "$1" || exit 99
            exec "$2" render scenes/launch.swift -o "$1/x.gif" --scale 0.25 --duration 0.2
            """
        let r = try inPrivateMount(script, [disk, Self.binary.path])
        try XCTSkipIf(r.status == 99, "cannot mount tmpfs here")
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(r.stderr, "zoetrope: error: cannot create '\(disk)/x.gif': Read-only file system\n")
    }

    func testFileSizeLimitExits73AndLeavesNoPartialGIF() throws {
        // Past RLIMIT_FSIZE a write fails like a full disk does (the tool ignores SIGXFSZ).
        let out = file("big.gif")
        let r = try run(
            [
                "-c", "ulimit -f 8 && exec \"$0\" render scenes/launch.swift -o \"$1\" --scale 0.5 --duration 0.2",
                Self.binary.path, out,
            ],
            executable: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(r.stderr, "zoetrope: error: cannot write '\(out)': File too large\n")
        XCTAssertEqual(try scratchContents(), [])
    }

    /// Starts a long render, waits for its temporary file, sends `signal`, and checks the exit.
    private func assertStopsCleanly(on signal: Int32, file name: String) throws {
        let out = file(name)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["render", "scenes/launch.swift", "-o", out, "--scale", "0.5", "--duration", "600"]
        process.currentDirectoryURL = Self.root
        process.standardOutput = Pipe()
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until the output's temporary file exists, so the signal lands mid-render (the
        // hidden file that checks the folder is writable comes and goes before that).
        let isRendering = { try self.scratchContents().contains { $0.hasPrefix(".\(name).partial-") } }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, try !isRendering() {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertTrue(try isRendering(), "the render never started")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "interrupted\n")
        XCTAssertEqual(try scratchContents(), [])
    }

    func testInterruptExits130AndRemovesThePartialVideo() throws {
        try assertStopsCleanly(on: SIGINT, file: "long.mp4")
    }

    func testTerminateExits130AndRemovesThePartialVideo() throws {
        try assertStopsCleanly(on: SIGTERM, file: "long.webm")
    }

    /// A terminal that closes (SIGHUP) stops the render as Ctrl-C does; it used to kill it and
    /// leave its hidden partial file.
    func testHangUpExits130AndRemovesThePartialVideo() throws {
        try assertStopsCleanly(on: SIGHUP, file: "long.mov")
    }

    /// Progress read by a pipe that closes after one line (`| head -1`): the render goes on and
    /// writes its whole video; it used to die of SIGPIPE and leave its partial file.
    func testClosedPipeLeavesTheWholeVideoAndNothingElse() throws {
        let out = file("piped.mp4")
        let r = try run(
            [
                "-c",
                "\"$0\" render scenes/launch.swift -o \"$1\" --scale 0.25 --duration 1 --progress json 2>&1 | head -1",
                Self.binary.path, out,
            ],
            executable: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("{\"pass\":\"render\""), r.stdout)
        XCTAssertEqual(try scratchContents(), ["piped.mp4"])
        XCTAssertEqual(try VideoReader(path: out).duration, 1.0, accuracy: 1e-6)
    }

    /// Started without standard input, output and error (`<&- >&- 2>&-`), a render writes its
    /// video and nothing else; with standard error closed it used to trap (its pipe took the
    /// stream's number) and leave its partial file.
    func testClosedStandardStreamsLeaveTheWholeVideoAndNothingElse() throws {
        for (index, closing) in ["2>&-", ">&-", "<&- >&- 2>&-"].enumerated() {
            let name = "closed\(index).mp4"
            let r = try run(
                [
                    "-c", "exec \"$0\" render scenes/launch.swift -o \"$1\" --scale 0.25 --duration 0.5 \(closing)",
                    Self.binary.path, file(name),
                ],
                executable: URL(fileURLWithPath: "/bin/bash"))
            XCTAssertEqual(r.status, 0, "\(closing): \(r.stderr)")
            XCTAssertEqual(try scratchContents(), [name], closing)
            try FileManager.default.removeItem(atPath: file(name))
        }
    }

    /// The last progress bar comes before the "wrote" line (standard error and output into one
    /// pipe): it used to come after it about half the time.
    func testTheLastProgressBarComesBeforeTheFinalLine() throws {
        for attempt in 0..<4 {
            let out = file("bar\(attempt).mp4")
            let r = try run(
                [
                    "-c",
                    "exec \"$0\" render scenes/launch.swift -o \"$1\" --scale 0.25 --duration 0.5 --fps 20 --progress bar 2>&1",
                    Self.binary.path, out,
                ],
                executable: URL(fileURLWithPath: "/bin/bash"))
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, r.stdout)
            XCTAssertTrue(
                lines.first?.hasSuffix("ETA 0:00") ?? false || lines.first?.contains("10/10 frames") ?? false, r.stdout)
            XCTAssertTrue(lines.last?.hasPrefix("wrote \(out): 10 frames") ?? false, r.stdout)
        }
    }
}
