import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// What scene code reads, kept outside the scene for the test to see.
private final class Readings {
    var widths: [CGFloat] = []
    var frames: [String: CGRect] = [:]
    var insets: SwiftUI.EdgeInsets?
    var sizes: [CGSize] = []
    var changes: [String] = []
}

/// Geometry read while the views are evaluated: a GeometryReader's size, frame and insets as
/// layout gives them, in every coordinate space, and `onGeometryChange` (SceneRun's geometry
/// rounds).
final class GeometryEvaluationTests: XCTestCase {
    /// `GeometryReader { g in … .onAppear { w = g.size.width } }` inside a 120-pt frame reads 120
    /// (it read the canvas's 390 before layout took part in evaluation).
    func testAGeometryReaderReadsItsSizeInOnAppear() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            @SwiftUI.State var width: CGFloat = 0
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    SwiftUI.GeometryReader { g in
                        SwiftUI.Color.clear.onAppear {
                            readings.widths.append(g.size.width)
                            width = g.size.width
                        }
                    }
                    .frame(width: 120, height: 40)
                    SwiftUI.Text("\(Int(width))")
                }
            }
        }
        let scene = try evaluate { Root(readings: readings) }
        XCTAssertEqual(readings.widths, [120], "onAppear ran once, with the laid-out width")
        // The state it set is a transaction at time 0; the text shows it.
        XCTAssertEqual(scene.snapshots.count, 2)
        XCTAssertEqual(try laidOutTexts(scene.snapshots[1]), ["120"])
    }

    /// `frame(in: .global)` is where layout put the reader on the canvas; `.named` is relative to
    /// the view that names the space (both the `name:` and the iOS 17 forms); `.local` is at 0.
    func testAReaderFrameInEachCoordinateSpace() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            var body: some SwiftUI.View {
                // The padding offers the stack 370 points: 370 × 150 at x 10, y 347 (the padded
                // view, 390 × 170, is centred on the 390 × 844 canvas at y 337). The reader is
                // 50 × 50, centred under the 100-pt bar: x 10 + 160, y 347 + 100.
                SwiftUI.VStack(spacing: 0) {
                    SwiftUI.Color.red.frame(height: 100)
                    SwiftUI.GeometryReader { g in
                        SwiftUI.Color.clear.onAppear {
                            readings.frames["global"] = g.frame(in: .global)
                            readings.frames["local"] = g.frame(in: .local)
                            readings.frames["stack"] = g.frame(in: .named("stack"))
                            readings.frames["outer"] = g.frame(in: .named("outer"))
                            readings.frames["unknown"] = g.frame(in: .named("nowhere"))
                        }
                    }
                    .frame(width: 50, height: 50)
                }
                .coordinateSpace(name: "stack")
                .padding(10)
                .coordinateSpace(.named("outer"))
            }
        }
        _ = try evaluate { Root(readings: readings) }
        XCTAssertEqual(readings.frames["global"], CGRect(x: 170, y: 447, width: 50, height: 50))
        XCTAssertEqual(readings.frames["local"], CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(readings.frames["stack"], CGRect(x: 160, y: 100, width: 50, height: 50))
        XCTAssertEqual(readings.frames["outer"], CGRect(x: 170, y: 110, width: 50, height: 50))
        XCTAssertEqual(readings.frames["unknown"], CGRect(x: 170, y: 447, width: 50, height: 50), "the screen's")
    }

    /// The geometry effects around a reader move its frame outside `.local`, as in SwiftUI: an
    /// offset around the stack moves it (and the stack's named space with it, so that frame
    /// stays); a 2× scale about the reader's centre doubles its global frame about that centre;
    /// a 90° rotation swaps its global bounds' sides. Its size stays what layout gave it.
    func testGeometryEffectsAroundAReaderMoveItsGlobalFrame() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            var body: some SwiftUI.View {
                SwiftUI.VStack(spacing: 0) {
                    SwiftUI.GeometryReader { g in
                        SwiftUI.Color.clear.onAppear {
                            readings.frames["moved"] = g.frame(in: .global)
                            readings.frames["stack"] = g.frame(in: .named("stack"))
                            readings.sizes.append(g.size)
                        }
                    }
                    .frame(width: 40, height: 20)
                    SwiftUI.GeometryReader { g in
                        SwiftUI.Color.clear.onAppear { readings.frames["scaled"] = g.frame(in: .global) }
                    }
                    .frame(width: 40, height: 20)
                    .scaleEffect(2)
                    SwiftUI.GeometryReader { g in
                        SwiftUI.Color.clear.onAppear { readings.frames["turned"] = g.frame(in: .global) }
                    }
                    .frame(width: 40, height: 20)
                    .rotationEffect(.degrees(90))
                }
                .coordinateSpace(name: "stack")
                .offset(x: 30, y: -10)
            }
        }
        _ = try evaluate { Root(readings: readings) }
        // The stack is 40 × 60, centred on the 390 × 844 canvas at (175, 392); moved by (30, -10).
        XCTAssertEqual(readings.frames["moved"], CGRect(x: 205, y: 382, width: 40, height: 20))
        XCTAssertEqual(readings.frames["stack"], CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(readings.sizes, [CGSize(width: 40, height: 20)])
        // Centred at (225, 412) after the offset: doubled about it.
        XCTAssertEqual(readings.frames["scaled"], CGRect(x: 185, y: 392, width: 80, height: 40))
        // Centred at (225, 432): turned a quarter, 20 wide and 40 high.
        let turned = try XCTUnwrap(readings.frames["turned"])
        XCTAssertEqual(turned.minX, 215, accuracy: 1e-9)
        XCTAssertEqual(turned.minY, 412, accuracy: 1e-9)
        XCTAssertEqual(turned.width, 20, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 40, accuracy: 1e-9)
    }

    /// A reader that draws its global position (no state, no actions) draws where it is.
    func testContentBuiltDuringLayoutReadsItsGlobalFrame() throws {
        struct Root: SwiftUI.View {
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { g in
                    SwiftUI.Text("\(Int(g.frame(in: .global).minX)),\(Int(g.frame(in: .global).minY))")
                }
                .frame(width: 100, height: 20)
                .offset(x: 0, y: 0)
            }
        }
        let scene = try evaluate { Root() }
        // 100 × 20, centred on 390 × 844.
        XCTAssertEqual(try laidOutTexts(scene.snapshots[0]), ["145,412"])
    }

    /// A reader sees the device's safe-area insets where it reaches the safe area's edge.
    func testAReaderReadsItsSafeAreaInsetsInOnAppear() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { g in
                    SwiftUI.Color.clear.onAppear { readings.insets = g.safeAreaInsets }
                }
            }
        }
        let program = _zoetropeSceneProgram { Root(readings: readings) } as! SceneProgram
        _ = try program.evaluate(
            SceneRequest(
                canvas: Size(width: 390, height: 844),
                safeArea: Insets(top: 47, leading: 0, bottom: 34, trailing: 0)))
        XCTAssertEqual(readings.insets, SwiftUI.EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    /// `onGeometryChange` reports the view's size when it appears and when it changes, with the
    /// old and the new value.
    func testOnGeometryChangeReportsTheSize() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            @SwiftUI.State var wide = false
            var body: some SwiftUI.View {
                SwiftUI.Color.blue
                    .frame(width: wide ? 200 : 80, height: 30)
                    .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in readings.sizes.append(size) }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minX }) { old, new in
                        readings.changes.append("\(Int(old))→\(Int(new))")
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { wide = true }
                    }
            }
        }
        let scene = try evaluate { Root(readings: readings) }
        XCTAssertEqual(readings.sizes, [CGSize(width: 80, height: 30), CGSize(width: 200, height: 30)])
        XCTAssertEqual(readings.changes, ["155→155", "155→95"])
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1])
    }

    /// A GeometryReader's `onChange(of: g.size)` does not fire for the canvas size it had before
    /// layout: the evaluation made before layout is rolled back.
    func testOnChangeInsideAReaderSeesOnlySettledGeometry() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { g in
                    SwiftUI.Color.clear.onChange(of: g.size.width) { old, new in
                        readings.changes.append("\(Int(old))→\(Int(new))")
                    }
                }
                .frame(width: 64, height: 10)
            }
        }
        _ = try evaluate { Root(readings: readings) }
        XCTAssertEqual(readings.changes, [])
    }

    /// Views that read no geometry are not laid out while evaluated: their reader's content is
    /// built for the canvas, as before.
    func testAReaderWithoutActionsIsNotLaidOutWhileEvaluated() throws {
        let readings = Readings()
        struct Root: SwiftUI.View {
            let readings: Readings
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { g in
                    let _ = readings.widths.append(g.size.width)
                    SwiftUI.Color.red
                }
                .frame(width: 64, height: 10)
            }
        }
        _ = try evaluate { Root(readings: readings) }
        XCTAssertEqual(readings.widths, [390], "built once, for the canvas")
    }
}

/// The strings of the texts `view` draws when laid out on the 390 × 844 canvas, in drawing order.
func laidOutTexts(_ view: ViewNode) throws -> [String] {
    let tree = try LayoutEngine(canvas: Size(width: 390, height: 844), images: NoAssets()).layout(view)
    func texts(_ node: RenderNode) -> [String] {
        switch node.content {
        case .text(let text): return [text.string]
        case .group(let children): return children.flatMap(texts)
        default: return []
        }
    }
    return texts(tree)
}

/// No bitmap assets.
struct NoAssets: ImageProvider {
    func image(named name: String) throws -> Raster.PixelBuffer {
        throw LayoutError(kind: .missingAsset, message: name)
    }
}
