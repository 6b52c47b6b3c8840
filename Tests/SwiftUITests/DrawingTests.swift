import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph
@testable import SwiftUI

/// TimelineView and Canvas: content built from the scene time at every frame, drawing
/// operations as views in the canvas's frame.
final class DrawingTests: XCTestCase {
    struct NoImages: ImageProvider {
        func image(named name: String) throws -> PixelBuffer {
            throw LayoutError(kind: .missingAsset, message: "no images")
        }
    }

    /// Seconds since the scene started, as a timeline's content sees them.
    static func seconds(_ date: Date) -> Double { date.timeIntervalSince(SceneDate.start) }

    struct Ticker: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.TimelineView(.periodic(from: SceneDate.now, by: 0.5)) { context in
                SwiftUI.Color.red.frame(width: 10, height: 10).offset(x: DrawingTests.seconds(context.date) * 100)
            }
        }
    }

    private func offsetX(_ scene: AnimatedScene, at t: Double) -> Double? {
        var found: Double?
        scene.tree(at: t).forEach { node in
            for effect in node.effects.list {
                if let offset = effect.as(OffsetEffect.self) { found = offset.offset.x }
            }
        }
        return found
    }

    func testAPeriodicTimelineShowsTheLatestUpdateAtEachFrame() throws {
        let loaded = try evaluate { Ticker() }
        guard case .timeline(let timeline) = loaded.snapshots[0] else {
            return XCTFail("not a timeline view: \(loaded.snapshots[0])")
        }
        XCTAssertEqual(timeline.schedule, .periodic(start: 0, interval: 0.5))
        let engine = LayoutEngine(canvas: Size(width: 100, height: 100), images: NoImages())
        let scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        XCTAssertEqual(offsetX(scene, at: 0) ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(offsetX(scene, at: 0.7) ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(offsetX(scene, at: 1.2) ?? -1, 100, accuracy: 1e-9)
        // An endless schedule renders the documented default length.
        XCTAssertEqual(scene.duration, TimelineContentView.defaultLength, accuracy: 1e-9)
    }

    struct Drawing: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.Canvas { context, size in
                context.translateBy(x: 10, y: 20)
                context.fill(SwiftUI.Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 5)), with: .color(.red))
                context.opacity = 0.5
                context.stroke(
                    SwiftUI.Path {
                        $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 0))
                    }, with: .color(.blue),
                    lineWidth: 2)
            }
        }
    }

    func testCanvasOperationsBecomeShapesInItsFrameInCanvasCoordinates() throws {
        let loaded = try evaluate { Drawing() }
        guard case .geometryReader(let function) = loaded.snapshots[0] else {
            return XCTFail("not a canvas: \(loaded.snapshots[0])")
        }
        let drawn = try function.build(Size(width: 100, height: 50), SceneGraph.EdgeInsets())
        let frame = SceneGraph.Modifier.frame(width: 100, height: 50, alignment: .topLeading)
        var rect = Geometry.Path.rect(Rect(x: 0, y: 0, width: 50, height: 5))
        rect = rect.applying(.translation(x: 10, y: 20))
        var line = Geometry.Path()
        line.move(to: Point(x: 10, y: 20))
        line.addLine(to: Point(x: 11, y: 20))
        let red = Raster.Color(red8: 255, green8: 59, blue8: 48)
        let blue = Raster.Color(red8: 0, green8: 122, blue8: 255)
        XCTAssertEqual(
            drawn,
            .modified(
                .stack(
                    .z(alignment: .topLeading),
                    [
                        .modified(
                            .shape(ShapeView(kind: .path(rect), drawing: .fill(.color(red), rule: .nonZero))), frame),
                        .modified(
                            .modified(
                                .shape(
                                    ShapeView(
                                        kind: .path(line), drawing: .stroke(.color(blue), StrokeStyle(lineWidth: 2)))),
                                frame), .opacity(0.5)),
                    ]), frame))
    }
}
