import Geometry
import XCTest

@testable import SceneGraph

/// Views laid out on a display's pixels (`LayoutEngine.displayScale`), as iOS lays them out:
/// texts sized up to whole pixels, every frame's corners on the nearest pixel.
final class LayoutPassPixelGridTests: XCTestCase {
    private func engine(_ canvas: Size, displayScale: Double?) -> LayoutEngine {
        var engine = LayoutEngine(canvas: canvas, images: FakeImages())
        engine.displayScale = displayScale
        return engine
    }

    /// iOS at 1x (paulz/ViewSnapshots, AppTests/Snapshots/ContentView.1.png, iOS 15/16, display
    /// scale 1): 17-pt "Hello, world!" with the default 16-pt padding is 127×53 pt, its text
    /// 95×21 at (16, 16); at 3x the text is 20.333 pt tall (61 px).
    func testTextIsSizedOnTheDisplaysPixels() throws {
        let padded = ViewNode.modified(
            .text(TextView("Hello, world!")), .padding(Insets(top: 16, leading: 16, bottom: 16, trailing: 16)))
        let canvas = Size(width: 127, height: 53)
        // The padding's node is its text's.
        let atOne = try engine(canvas, displayScale: 1).layout(padded)
        XCTAssertEqual(atOne.frame, Rect(x: 16, y: 16, width: 95, height: 21))
        let atThree = try engine(canvas, displayScale: 3).layout(padded)
        XCTAssertEqual(atThree.frame.height, 61.0 / 3, accuracy: 1e-9)
    }

    /// Twenty 5-pt bars in a 100-pt row centred in 157 pt start at x 28.5: on a 1x display each
    /// bar's frame is moved to whole points (a half point goes up), so neighbours share an edge
    /// between pixels and no background shows between them; on 3x pixels 28.5 (85.5 px) goes to
    /// 28.667.
    func testFramesLieOnTheDisplaysPixels() throws {
        let bars = ViewNode.stack(
            .h(alignment: .center, spacing: 0), Array(repeating: rectangle, count: 20)
        ).frame(100, 100)
        let canvas = Size(width: 157, height: 133)
        func barFrames(_ displayScale: Double?) throws -> [Rect] {
            let root = try engine(canvas, displayScale: displayScale).layout(bars)
            var frames: [Rect] = []
            root.forEach { node in
                if case .shape = node.content { frames.append(node.frame) }
            }
            return frames
        }
        let exact = try barFrames(nil)
        XCTAssertEqual(exact.count, 20)
        XCTAssertEqual(exact.first?.minX ?? 0, 28.5, accuracy: 1e-9)
        let onPoints = try barFrames(1)
        XCTAssertEqual(onPoints.count, 20)
        for (index, frame) in onPoints.enumerated() {
            XCTAssertEqual(frame.minX, 29 + 5 * Double(index), accuracy: 1e-9, "bar \(index)")
            XCTAssertEqual(frame.width, 5, accuracy: 1e-9, "bar \(index)")
            XCTAssertEqual(frame.minY, 17, accuracy: 1e-9, "bar \(index)")
        }
        XCTAssertEqual(try barFrames(3).first?.minX ?? 0, 86.0 / 3, accuracy: 1e-9)
    }

    /// A 10-pt square centred in 391 pt starts at 190.5: on 3x pixels at 190.667 (571.5 px rounds
    /// up to 572), 10 pt wide; the layout without a display keeps 190.5.
    func testAHalfPixelRoundsUp() throws {
        let square = rectangle.frame(10, 10)
        let canvas = Size(width: 391, height: 100)
        let onPixels = try engine(canvas, displayScale: 3).layout(square)
        XCTAssertEqual(onPixels.frame.minX, 572.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(onPixels.frame.width, 10, accuracy: 1e-9)
        XCTAssertEqual(try engine(canvas, displayScale: nil).layout(square).frame.minX, 190.5, accuracy: 1e-9)
    }
}
