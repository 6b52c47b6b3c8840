import Foundation
import XCTest

@testable import Zoetrope

/// `zoetrope timeline` (text and JSON) and `zoetrope frame --dump` as the library produces them.
final class TimelineReportTests: XCTestCase {
    private func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        return s
    }

    private func launch() throws -> SceneRenderer {
        try TestScenes.launch(settings())
    }

    private func object(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(json as? [String: Any], file: file, line: line)
    }

    func testLaunchChart() throws {
        let chart = try launch().timelineChart(width: 100)
        let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "LaunchView: 5.00 s")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 100 }, chart)
        // 50 label columns and a space, then 48 columns for 5 s, a tick every second.
        let pad = String(repeating: " ", count: 51)
        XCTAssertEqual(lines[1], pad + "0         1        2         3        4         5")
        XCTAssertEqual(lines[2], pad + "+---------+--------+---------+--------+---------+")
        // 0.5 s … 1.5 s: columns 4 (0.5·48/5 = 4.8) to 14 (1.5·48/5 = 14.4, rounded up, less one).
        let label = "/5 Circle offset.x".padding(toLength: 51, withPad: " ", startingAt: 0)
        let bar = String(repeating: " ", count: 4) + "[=========]" + String(repeating: " ", count: 33)
        XCTAssertTrue(lines.contains(label + bar), chart)
        XCTAssertTrue(lines.contains { $0.hasPrefix("/3 RoundedRectangle trim.from/to") }, chart)
        XCTAssertTrue(lines.contains { $0.hasPrefix("/1 Text \"Devyan\" multiply.red/green/blue/alpha") }, chart)
        XCTAssertEqual(
            Array(lines.suffix(6)),
            [
                "transactions:",
                "  #0  at 0.50 s  easeInOut(duration: 1)  ends 1.50 s",
                "  #1  at 1.50 s  easeInOut(duration: 1.5)  ends 3.00 s",
                "  #2  at 3.00 s  easeIn(duration: 0.8)  ends 3.80 s",
                "  #3  at 3.60 s  easeIn(duration: 0.8)  ends 4.40 s",
                "",
            ])
    }

    func testLaunchTimelineJSON() throws {
        let document = try object(try launch().timelineJSON())
        XCTAssertEqual(document["scene"] as? String, "LaunchView")
        XCTAssertEqual(document["duration"] as? Double, 5)
        XCTAssertEqual(document["endless"] as? Bool, false)
        let transactions = try XCTUnwrap(document["transactions"] as? [[String: Any]])
        XCTAssertEqual(transactions.count, 4)
        XCTAssertEqual(transactions[1]["animation"] as? String, "easeInOut(duration: 1.5)")
        XCTAssertEqual(transactions[1]["end"] as? Double, 3)
        let properties = try XCTUnwrap(document["properties"] as? [[String: Any]])
        let offset = try XCTUnwrap(
            properties.first { $0["node"] as? String == "/5" && $0["property"] as? String == "offset.x" })
        XCTAssertEqual(offset["view"] as? String, "Circle")
        let change = try XCTUnwrap((offset["changes"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["transaction"] as? Int, 0)
        XCTAssertEqual(change["start"] as? Double, 0.5)
        XCTAssertEqual(change["end"] as? Double, 1.5)
        XCTAssertEqual(change["from"] as? Double, 0)
        XCTAssertEqual(try XCTUnwrap(change["to"] as? Double), -SceneRendererTests.shift, accuracy: 1e-6)
        XCTAssertEqual(properties.count, 12, "4 colour components of 2 texts, 2 trims, 2 offsets")
    }

    func testLaunchPropertyDump() throws {
        let dump = try object(try launch().propertyDump(at: 1.0))
        XCTAssertEqual(dump["time"] as? Double, 1)
        let nodes = try XCTUnwrap(dump["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["/1", "/2", "/3", "/5", "/6"])
        let circle = try XCTUnwrap(nodes[3]["properties"] as? [String: Double])
        // Halfway through easeInOut (symmetric): half the way.
        XCTAssertEqual(try XCTUnwrap(circle["offset.x"]), -SceneRendererTests.shift / 2, accuracy: 1e-6)
        let frame = try XCTUnwrap(nodes[2]["properties"] as? [String: Double])
        XCTAssertEqual(frame, ["trim.from": 1, "trim.to": 0])
        XCTAssertEqual(nodes[0]["view"] as? String, "Text \"Devyan\"")
        let title = try XCTUnwrap(nodes[0]["properties"] as? [String: Double])
        XCTAssertEqual(Set(title.keys), ["multiply.red", "multiply.green", "multiply.blue", "multiply.alpha"])
    }

    func testEndlessSceneRendersOneCycle() throws {
        let r = try loadScene({ PulseView() }, settings: settings())
        XCTAssertTrue(r.rendersOneCycle)
        XCTAssertEqual(r.duration, 2.5, accuracy: 1e-9, "from 0.5 s, there and back")
        XCTAssertEqual(r.frameCount, 150)
        let chart = r.timelineChart(width: 80)
        XCTAssertTrue(chart.hasPrefix("PulseView: 2.50 s (one cycle of an endless animation)\n"), chart)
        XCTAssertTrue(
            chart.contains(
                "  #0  at 0.50 s  linear(duration: 1).repeatForever(autoreverses: true)  never ends (first cycle ends 2.50 s)"
            ),
            chart)
        XCTAssertTrue(chart.contains(">\n"), "the bar goes on past the end: \(chart)")
        var fixed = settings()
        fixed.duration = 4
        XCTAssertFalse(try loadScene({ PulseView() }, settings: fixed).rendersOneCycle)
        let document = try object(r.timelineJSON())
        XCTAssertEqual(document["endless"] as? Bool, true)
        let transaction = try XCTUnwrap((document["transactions"] as? [[String: Any]])?.first)
        XCTAssertTrue(transaction["end"] is NSNull)
        XCTAssertEqual(transaction["cycleEnd"] as? Double, 2.5)
    }

    func testDumpOfTransitionsAndKeyframes() throws {
        let r = try loadScene({ ShowView() }, settings: settings())
        let nodes = try XCTUnwrap(try object(r.propertyDump(at: 0.25))["nodes"] as? [[String: Any]])
        // The ZStack grows from the circle's size to the inserted rectangle's.
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["/", "/0", "/1"])
        XCTAssertEqual(
            try XCTUnwrap((nodes[0]["properties"] as? [String: Double])?["frame.width"]), 12.5, accuracy: 1e-9)
        XCTAssertEqual(nodes[1]["view"] as? String, "Rectangle")
        XCTAssertEqual(nodes[1]["properties"] as? [String: Double], ["transition.insertion.opacity": 0.25])
        XCTAssertEqual(nodes[2]["view"] as? String, "KeyframeAnimator")
        XCTAssertEqual(nodes[2]["properties"] as? [String: Double], ["keyframes.scale": 1.25])
        let chart = r.timelineChart(width: 90)
        XCTAssertTrue(chart.contains("/0 Rectangle transition.insertion"), chart)
        XCTAssertTrue(chart.contains("/1 KeyframeAnimator keyframes.scale"), chart)
    }
}
