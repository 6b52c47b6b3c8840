import Foundation
import XCTest

/// `zoetrope bench`: the JSON report's shape and values.
final class CLIBenchTests: CLITestCase {
    func testJSONReportHasEveryKeyWithPositiveFigures() throws {
        let r = try run(["bench", "scenes/launch.swift", "--json", "--scale", "0.25", "--frames", "4", "--runs", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one JSON object on one line")
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertEqual(object["scene"] as? String, "scenes/launch.swift")
        XCTAssertEqual(object["width"] as? Int, 98)
        XCTAssertEqual(object["height"] as? Int, 211)
        XCTAssertEqual(object["frames"] as? Int, 4)
        XCTAssertEqual(object["runs"] as? Int, 2)
        XCTAssertEqual(object["threads"] as? Int, ProcessInfo.processInfo.activeProcessorCount)
        for key in [
            "render_fps", "render_fps_1thread", "render_fps_median", "render_fps_1thread_median",
            "render_fps_full_redraw", "encode_fps", "end_to_end_fps", "peak_rss_mb",
        ] {
            let value = try XCTUnwrap(object[key] as? Double, key)
            XCTAssertGreaterThan(value, 0, key)
        }
        // The median pass is never faster than the best.
        for (median, best) in [
            ("render_fps_median", "render_fps"), ("render_fps_1thread_median", "render_fps_1thread"),
        ] {
            XCTAssertLessThanOrEqual(object[median] as? Double ?? .infinity, object[best] as? Double ?? 0, median)
        }
        // Less the waits for a CPU, a pass is no slower than on the wall clock (1 % for the
        // reading of the clocks around it).
        for (free, wall) in [
            ("render_fps_cores_free", "render_fps"), ("render_fps_1thread_cores_free", "render_fps_1thread"),
        ] {
            let value = try XCTUnwrap(object[free] as? Double, free)
            XCTAssertGreaterThanOrEqual(value, 0.99 * (object[wall] as? Double ?? .infinity), free)
        }
        let stages = try XCTUnwrap(object["stages"] as? [String: Double])
        XCTAssertEqual(Set(stages.keys), ["display_list", "rasterize", "color_conversion", "encode"])
        for stage in ["display_list", "rasterize", "color_conversion"] {
            XCTAssertGreaterThan(stages[stage] ?? 0, 0, stage)
        }
        XCTAssertGreaterThanOrEqual(stages["encode"] ?? -1, 0)
        let p95 = try XCTUnwrap(object["stages_p95"] as? [String: Double])
        for (stage, median) in stages { XCTAssertGreaterThanOrEqual(p95[stage] ?? -1, median, stage) }
    }

    func testWithoutFramesEveryFrameIsMeasuredUpTo300() throws {
        for (seconds, expected) in [(0.4, 60), (9.4, 300)] {
            let scene = try writeScene(
                "slide.swift",
                """
                import SwiftUI
                struct Slide: View {
                    @State private var moved = false
                    var body: some View {
                        Circle().frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
                            .onAppear { withAnimation(.linear(duration: \(seconds))) { moved = true } }
                    }
                }
                """)
            let r = try run(["bench", scene, "--json", "--render-only", "--scale", "0.25"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
            // The scene lasts `seconds` + 0.6 s at 60 frames per second.
            XCTAssertEqual(object["frames"] as? Int, expected, "\(seconds) s")
        }
    }

    func testZeroFramesIsAUsageError() throws {
        let r = try run(["bench", "scenes/launch.swift", "--frames", "0"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("invalid value '0' for '--frames'"), r.stderr)
    }
}
