import Foundation
import XCTest

/// Every command-line mistake, run through the built binary: the exact standard error and the exit
/// code of DESIGN.md §7 (64 bad command line, 66 missing input, 73 cannot create output). None of
/// them writes anything.
final class CLIErrorTableTests: CLITestCase {
    /// One row of the table: what is run, and everything it must print and return.
    private struct Case {
        var arguments: [String]
        var status: Int32
        var stderr: String
        var line: UInt
    }

    func testEveryCommandLineErrorHasItsExactMessageAndExitCode() throws {
        let cases = try table()
        XCTAssertGreaterThanOrEqual(cases.count, 60)
        for row in cases {
            let before = try scratchTree()
            let r = try run(row.arguments)
            let label = row.arguments.joined(separator: " ")
            XCTAssertEqual(r.stderr, row.stderr, label, line: row.line)
            XCTAssertEqual(r.status, row.status, label, line: row.line)
            XCTAssertEqual(r.stdout, "", label, line: row.line)
            XCTAssertEqual(try scratchTree(), before, "\(label): nothing is written", line: row.line)
        }
    }

    /// The rows, over files made in the scratch folder: a small valid scene, a folder, a plain file,
    /// two stand-in videos, a link to the scene and a folder nobody may write to.
    private func table() throws -> [Case] {
        let scene = try writeScene(
            "scene.swift",
            """
            import SwiftUI
            struct Square: View {
                var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            """)
        for folder in ["dir", "dir.mp4", "dir.png", "sub"] {
            try FileManager.default.createDirectory(atPath: file(folder), withIntermediateDirectories: false)
        }
        for name in ["plain", "a.mp4", "b.mp4"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: file(name)))
        }
        try FileManager.default.createSymbolicLink(atPath: file("link.png"), withDestinationPath: scene)
        let (locked, denied) = try unwritableFolder()

        let mp4 = file("out.mp4")
        let png = file("out.png")
        return [
            // Commands, options and their values.
            row(["rendr", scene], 64, usage(nil, "unknown command 'rendr' (did you mean 'render'?)")),
            row(["bogus"], 64, usage(nil, "unknown command 'bogus'")),
            row(
                ["render", scene, "-o", mp4, "--fsp", "30"], 64,
                usage("render", "unknown option '--fsp' (did you mean '--fps'?)")),
            row(
                ["frame", scene, "-o", png, "--tiem", "1"], 64,
                usage("frame", "unknown option '--tiem' (did you mean '--time'?)")),
            row(["render", scene, "-o", mp4, "--zzz"], 64, usage("render", "unknown option '--zzz'")),
            row(["render", scene, "-o"], 64, usage("render", "missing value for '-o'")),
            row(["render", scene, "-o", mp4, "--fps", "--quiet"], 64, usage("render", "missing value for '--fps'")),
            row(["render", scene, "-o", mp4, "--quiet=yes"], 64, usage("render", "option '--quiet' takes no value")),
            row(
                ["render", scene, "-o", mp4, "--fps", "30", "--fps", "20"], 64,
                usage("render", "option '--fps' given twice")),
            row(
                ["render", scene, file("more.swift"), "-o", mp4], 64,
                usage("render", "unexpected argument '\(file("more.swift"))'")),
            row(
                ["render", scene, "-o", mp4, "--fps", "abc"], 64,
                usage("render", "invalid value 'abc' for '--fps': expected an integer from 1 to 240")),
            row(
                ["render", scene, "-o", mp4, "--fps", "0"], 64,
                usage("render", "invalid value '0' for '--fps': expected an integer from 1 to 240")),
            row(
                ["render", scene, "-o", mp4, "--size", "0x10"], 64,
                usage(
                    "render",
                    "invalid value '0x10' for '--size': expected <width>x<height> in points, both greater than 0, "
                        + "e.g. 390x844")),
            row(
                ["frame", scene, "-o", png, "-t", "0", "--size", "abc"], 64,
                usage(
                    "frame",
                    "invalid value 'abc' for '--size': expected <width>x<height> in points, both greater than 0, "
                        + "e.g. 390x844")),
            row(
                ["render", scene, "-o", mp4, "--scale", "-2"], 64,
                usage("render", "invalid value '-2' for '--scale': expected a positive number")),
            row(
                ["frame", scene, "-o", png, "--time", "-1"], 64,
                usage("frame", "invalid value '-1' for '--time': expected a non-negative number")),
            row(
                ["frame", scene, "-o", png, "--time", "nan"], 64,
                usage("frame", "invalid value 'nan' for '--time': expected a non-negative number")),
            row(
                ["render", scene, "-o", mp4, "--threads", "0"], 64,
                usage("render", "invalid value '0' for '--threads': expected an integer from 1 to 256")),
            row(
                ["render", scene, "-o", mp4, "--crf", "99"], 64,
                usage("render", "invalid value '99' for '--crf': expected an integer from 0 to 51")),
            row(
                ["render", scene, "-o", mp4, "--background", "pink"], 64,
                usage("render", "invalid value 'pink' for '--background': expected none, black, white or #RRGGBB")),
            row(
                ["sheet", scene, "-o", png, "--grid", "0x3"], 64,
                usage("sheet", "invalid value '0x3' for '--grid': expected <columns>x<rows>, each 1 to 16")),
            row(
                ["timeline", scene, "--width", "10"], 64,
                usage("timeline", "invalid value '10' for '--width': expected an integer from 40 to 400")),
            row(
                ["bench", scene, "--frames", "0"], 64,
                usage("bench", "invalid value '0' for '--frames': expected an integer from 1 to 10000")),
            row(
                ["render", scene, "-o", mp4, "--segment", "3/3"], 64,
                usage(
                    "render",
                    "invalid value '3/3' for '--segment': expected <index>/<count> with 0 ≤ index < count, e.g. 0/4")),
            // Impossible requests found once the scene is known (it lasts 0.6 s).
            row(
                ["render", scene, "-o", mp4, "--frames", "500..600", "--fps", "10"], 64,
                usage(
                    "render",
                    "frames 500..600 go past the end of the scene (6 frames at 10 fps); --duration renders longer")),
            row(
                ["render", scene, "-o", mp4, "--background", "none"], 64,
                usage(
                    "render",
                    "H.264 cannot store transparency; use a .mov file (ProRes 4444), a .webm file (VP9), a .gif or a "
                        + "PNG sequence, or give an opaque --background")),

            // Output names.
            row(
                ["render", scene, "-o", file("out.avi")], 64,
                usage(
                    "render",
                    "cannot tell the format of '\(file("out.avi"))': use .mp4 (H.264), .mov (ProRes 4444), .webm "
                        + "(VP9), .gif, or a PNG sequence such as frame_%04d.png")),
            row(
                ["frame", scene, "-o", file("out.jpg"), "--time", "0"], 64,
                usage("frame", "output '\(file("out.jpg"))' must end in .png")),
            row(
                ["render", scene, "-o", mp4, "--poster", file("poster.jpg")], 64,
                usage("render", "poster '\(file("poster.jpg"))' must end in .png")),
            row(
                ["concat", file("a.mp4"), file("b.mp4"), "-o", file("out.avi")], 64,
                usage("concat", "output '\(file("out.avi"))' must end in .mp4, .m4v, .mov or .webm")),

            // An output that is an input, or another output: by any spelling or link.
            row(
                ["render", scene, "-o", file("./scene.swift")], 64,
                usage(
                    "render",
                    "output '\(file("./scene.swift"))' is the input scene file; choose another output path")),
            row(
                ["frame", scene, "-o", file("sub/../scene.swift"), "--time", "0"], 64,
                usage(
                    "frame",
                    "output '\(file("sub/../scene.swift"))' is the input scene file; choose another output path")),
            row(
                ["frame", scene, "-o", file("link.png"), "--time", "0"], 64,
                usage("frame", "output '\(file("link.png"))' is the input scene file; choose another output path")),
            row(
                ["sheet", scene, "-o", scene], 64,
                usage("sheet", "output '\(scene)' is the input scene file; choose another output path")),
            row(
                ["render", scene, "-o", mp4, "--poster", mp4], 64,
                usage("render", "poster '\(mp4)' is also the output (-o); choose another poster path")),
            row(
                ["render", scene, "-o", mp4, "--poster", scene], 64,
                usage("render", "poster '\(scene)' is the input scene file; choose another poster path")),
            row(
                ["frame", scene, "-o", png, "--time", "0", "--dump", file("./out.png")], 64,
                usage(
                    "frame",
                    "dump file '\(file("./out.png"))' is also the output (-o); choose another dump file path")),
            row(
                ["frame", scene, "-o", png, "--time", "0", "--dump", scene], 64,
                usage("frame", "dump file '\(scene)' is the input scene file; choose another dump file path")),
            row(
                ["concat", file("a.mp4"), file("b.mp4"), "-o", file("sub/../b.mp4")], 64,
                usage(
                    "concat",
                    "output '\(file("sub/../b.mp4"))' is also an input video; choose another output path")),

            // Outputs that cannot be created.
            row(
                ["render", scene, "-o", file("dir")], 73, failure("cannot create '\(file("dir"))': it is a directory")),
            row(
                ["render", scene, "-o", file("dir.mp4")], 73,
                failure("cannot create '\(file("dir.mp4"))': it is a directory")),
            row(
                ["frame", scene, "-o", file("dir.png"), "--time", "0"], 73,
                failure("cannot create '\(file("dir.png"))': it is a directory")),
            row(
                ["concat", file("a.mp4"), file("b.mp4"), "-o", file("dir.mp4")], 73,
                failure("cannot create '\(file("dir.mp4"))': it is a directory")),
            row(
                ["frame", scene, "-o", png, "--time", "0", "--dump", file("dir")], 73,
                failure("cannot create '\(file("dir"))': it is a directory")),
            row(
                ["render", scene, "-o", file("no/such/out.mp4")], 73,
                failure("cannot create '\(file("no/such/out.mp4"))': no such directory '\(file("no/such"))'")),
            row(
                ["render", scene, "-o", mp4, "--poster", file("no/poster.png")], 73,
                failure("cannot create '\(file("no/poster.png"))': no such directory '\(file("no"))'")),
            row(
                ["sheet", scene, "-o", file("no/sheet.png")], 73,
                failure("cannot create '\(file("no/sheet.png"))': no such directory '\(file("no"))'")),
            row(
                ["render", scene, "-o", file("no/frame_%04d.png")], 73,
                failure("cannot create '\(file("no/frame_%04d.png"))': no such directory '\(file("no"))'")),
            row(
                ["render", scene, "-o", file("plain/out.mp4")], 73,
                failure("cannot create '\(file("plain/out.mp4"))': '\(file("plain"))' is not a directory")),
            row(
                ["render", scene, "-o", locked + "/out.mp4"], 73,
                failure("cannot create '\(locked)/out.mp4': \(denied)")),
            row(
                ["render", scene, "-o", locked + "/frame_%04d.png"], 73,
                failure("cannot create '\(locked)/frame_%04d.png': \(denied)")),
            row(
                ["render", scene, "-o", mp4, "--poster", locked + "/poster.png"], 73,
                failure("cannot create '\(locked)/poster.png': \(denied)")),
            row(
                ["frame", scene, "-o", locked + "/out.png", "--time", "0"], 73,
                failure("cannot create '\(locked)/out.png': \(denied)")),
            row(
                ["frame", scene, "-o", png, "--time", "0", "--dump", locked + "/values.json"], 73,
                failure("cannot create '\(locked)/values.json': \(denied)")),
            row(
                ["sheet", scene, "-o", locked + "/sheet.png"], 73,
                failure("cannot create '\(locked)/sheet.png': \(denied)")),
            row(
                ["concat", file("a.mp4"), file("b.mp4"), "-o", locked + "/all.mp4"], 73,
                failure("cannot create '\(locked)/all.mp4': \(denied)")),

            // Inputs that are missing or not files.
            row(["render", file("nope.swift"), "-o", mp4], 66, failure("no such file '\(file("nope.swift"))'")),
            row(
                ["frame", file("dir"), "-o", png, "--time", "0"], 66,
                failure("'\(file("dir"))' is a directory, not a scene file")),
            row(["sheet", file("nope.swift"), "-o", png], 66, failure("no such file '\(file("nope.swift"))'")),
            row(["timeline", file("nope.swift")], 66, failure("no such file '\(file("nope.swift"))'")),
            row(["bench", file("dir")], 66, failure("'\(file("dir"))' is a directory, not a scene file")),
            row(
                ["concat", file("a.mp4"), file("nope.mp4"), "-o", mp4], 66,
                failure("no such file '\(file("nope.mp4"))'")),
            row(
                ["concat", file("a.mp4"), file("dir"), "-o", mp4], 66,
                failure("'\(file("dir"))' is a directory, not a video")),

            // Each command's required arguments.
            row(["render"], 64, usage("render", "missing scene file")),
            row(["render", scene], 64, usage("render", "missing '-o <output>'")),
            row(["frame"], 64, usage("frame", "missing scene file")),
            row(["frame", scene, "--time", "0"], 64, usage("frame", "missing '-o <output.png>'")),
            row(["frame", scene, "-o", png], 64, usage("frame", "missing '--time <seconds>'")),
            row(["sheet"], 64, usage("sheet", "missing scene file")),
            row(["sheet", scene], 64, usage("sheet", "missing '-o <output.png>'")),
            row(["concat"], 64, usage("concat", "missing input videos")),
            row(["concat", file("a.mp4"), file("b.mp4")], 64, usage("concat", "missing '-o <output.mp4>'")),
            row(["bench"], 64, usage("bench", "missing scene file")),
            row(["timeline"], 64, usage("timeline", "missing scene file")),
        ]
    }

    private func row(_ arguments: [String], _ status: Int32, _ stderr: String, line: UInt = #line) -> Case {
        Case(arguments: arguments, status: status, stderr: stderr, line: line)
    }

    /// A bad command line: the message, then where the usage is (a command's help, or the tool's).
    private func usage(_ command: String?, _ message: String) -> String {
        "zoetrope: error: \(message)\nRun 'zoetrope \(command.map { "\($0) " } ?? "")--help' for usage.\n"
    }

    /// Any other failure of the tool itself.
    private func failure(_ message: String) -> String {
        "zoetrope: error: \(message)\n"
    }

    /// A folder in which no file can be created, and the reason the system gives. Root may write
    /// anywhere a mode allows, so it gets /sys (where no one can create files); others get a scratch
    /// folder made read-only.
    private func unwritableFolder() throws -> (String, String) {
        if geteuid() == 0 {
            let probe = "/sys/.zoetrope-test-\(UUID().uuidString)"
            let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                unlink(probe)
                throw XCTSkip("root can create files in /sys here: no unwritable folder to test with")
            }
            return ("/sys", String(cString: strerror(errno)))
        }
        let folder = file("locked")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        addTeardownBlock {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        }
        return (folder, "Permission denied")
    }

    /// Every path under the scratch folder, hidden ones included.
    private func scratchTree() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: scratch.path).sorted()
    }
}
