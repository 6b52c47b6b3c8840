import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph
@testable import SwiftUI

/// A custom `Animatable` shape or modifier animates through its `animatableData`: the engine
/// blends the numbers and rebuilds the content from them at every frame (DESIGN.md §4).
final class AnimatableTests: XCTestCase {
    /// A triangle whose apex slides from the left edge (0) to the right edge (1).
    struct Apex: SwiftUI.Shape {
        var position: Double
        var animatableData: Double {
            get { position }
            set { position = newValue }
        }
        func path(in rect: CGRect) -> SwiftUI.Path {
            var path = SwiftUI.Path()
            path.move(to: CGPoint(x: rect.minX + position * rect.width, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    struct Slide: SwiftUI.View {
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            Apex(position: moved ? 1 : 0)
                .frame(width: 100, height: 50)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    /// The first point of the path drawn at `t` (the apex), in the frame's coordinates.
    private func apex(_ scene: AnimatedScene, at t: Double) -> Geometry.Point? {
        var found: Geometry.Point?
        scene.tree(at: t).forEach { node in
            guard found == nil, case .shape(let shape) = node.content, case .path(let path) = shape.kind,
                case .move(let p) = path.elements.first
            else { return }
            found = p
        }
        return found
    }

    func testACustomShapeIsRebuiltFromItsInterpolatedAnimatableData() throws {
        let loaded = try evaluate { Slide() }
        XCTAssertEqual(loaded.snapshots.count, 2)
        let engine = LayoutEngine(canvas: Size(width: 100, height: 50), images: NoImages())
        let scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        // path(in:) is called with the interpolated position: the apex moves along the top edge
        // in a straight line (a blend of the two drawn paths would do the same only by chance).
        XCTAssertEqual(apex(scene, at: 0)?.x ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(apex(scene, at: 0.25)?.x ?? -1, 25, accuracy: 1e-9)
        XCTAssertEqual(apex(scene, at: 0.5)?.x ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(apex(scene, at: 2)?.x ?? -1, 100, accuracy: 1e-9)
    }

    /// The triangle of `Apex` without `animatableData`: a shape SwiftUI does not animate.
    struct PlainApex: SwiftUI.Shape {
        var position: Double
        func path(in rect: CGRect) -> SwiftUI.Path { Apex(position: position).path(in: rect) }
    }

    /// A regular polygon of `sides` sides, without `animatableData`.
    struct Polygon: SwiftUI.Shape {
        var sides: Int
        func path(in rect: CGRect) -> SwiftUI.Path {
            var path = SwiftUI.Path()
            for k in 0..<sides {
                let angle = Double(k) / Double(sides) * 2 * .pi
                let p = CGPoint(x: rect.midX + cos(angle) * rect.width / 2, y: rect.midY + sin(angle) * rect.height / 2)
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            return path
        }
    }

    struct PlainChanges: SwiftUI.View {
        @SwiftUI.State var changed = false
        var body: some SwiftUI.View {
            SwiftUI.VStack(alignment: .leading, spacing: 0) {
                PlainApex(position: changed ? 1 : 0).frame(width: changed ? 100 : 50, height: 50)
                Polygon(sides: changed ? 5 : 3).fill(SwiftUI.Color.blue).frame(width: 50, height: 50)
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
            .onAppear { withAnimation(.linear(duration: 1)) { changed = true } }
        }
    }

    /// A custom shape without `animatableData` changes its outline at once, as SwiftUI does: the
    /// apex is at its new place from the start of the animation (not morphed along the top),
    /// and a polygon that gains sides is drawn whole (not cross-faded); the outline still
    /// follows its frame while the frame animates.
    func testACustomShapeWithoutAnimatableDataChangesAtOnce() throws {
        let animated = try AnimatedView(PlainChanges(), canvas: Size(width: 100, height: 100))
        // The apex is at the right edge of the frame from the start, the frame 50 wide then,
        // 75 wide half-way (a morph would have it at 0 and then at 50).
        XCTAssertEqual(apex(animated.scene, at: 0)?.x ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(apex(animated.scene, at: 0.5)?.x ?? -1, 75, accuracy: 1e-9)
        XCTAssertEqual(apex(animated.scene, at: 2)?.x ?? -1, 100, accuracy: 1e-9)
        let polygon = animated.drawing(at: 0.5)
        // (25, 75) is the polygon's centre; (13, 54), by the triangle's upper left corner, is
        // inside the triangle and 2 points outside the pentagon.
        XCTAssertEqual(polygon.rgba(25, 75), Ink.blue, "drawn whole, not faded")
        XCTAssertEqual(polygon.alpha(13, 54), 0, "the triangle is gone at once")
    }

    /// An Animatable modifier's body sees the interpolated value (a wobble that is not linear
    /// in its parameter: blending its output would go straight from 0 to 0).
    struct Wobble: SwiftUI.ViewModifier, SwiftUI.Animatable {
        var phase: Double
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        func body(content: Content) -> some SwiftUI.View {
            content.offset(x: sin(phase * .pi) * 10)
        }
    }

    struct Wobbling: SwiftUI.View {
        @SwiftUI.State var phase = 0.0
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 10, height: 10).modifier(Wobble(phase: phase))
                .onAppear { withAnimation(.linear(duration: 1)) { phase = 1 } }
        }
    }

    func testAnAnimatableModifierBodyIsRebuiltFromItsInterpolatedData() throws {
        let loaded = try evaluate { Wobbling() }
        let engine = LayoutEngine(canvas: Size(width: 100, height: 100), images: NoImages())
        let scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        func offset(at t: Double) -> Double? {
            var found: Double?
            scene.tree(at: t).forEach { node in
                for effect in node.effects.list {
                    if let offset = effect.as(OffsetEffect.self) { found = offset.offset.x }
                }
            }
            return found
        }
        XCTAssertEqual(offset(at: 0) ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(offset(at: 0.5) ?? -1, 10, accuracy: 1e-9)
        XCTAssertEqual(offset(at: 1) ?? -1, sin(.pi) * 10, accuracy: 1e-9)
    }

    /// Moves its content `x` points right (`ShiftY`: down), through its animatable data.
    struct ShiftX: SwiftUI.ViewModifier, SwiftUI.Animatable {
        var x: Double
        var animatableData: Double {
            get { x }
            set { x = newValue }
        }
        func body(content: Content) -> some SwiftUI.View { content.offset(x: x) }
    }

    struct ShiftY: SwiftUI.ViewModifier, SwiftUI.Animatable {
        var y: Double
        var animatableData: Double {
            get { y }
            set { y = newValue }
        }
        func body(content: Content) -> some SwiftUI.View { content.offset(y: y) }
    }

    struct Chained: SwiftUI.View {
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 10, height: 10)
                .modifier(ShiftX(x: moved ? 40 : 0))
                .modifier(ShiftY(y: moved ? 40 : 0))
                .frame(width: 100, height: 100, alignment: .topLeading)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    /// Two custom animatable modifiers, one around the other, both animate: half-way the
    /// square has moved half of each way (the inner one jumped to its end before).
    func testChainedAnimatableModifiersBothAnimate() throws {
        let animated = try AnimatedView(Chained(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(animated.drawing(at: 0).inkBounds(threshold: 128), Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(animated.drawing(at: 0.5).inkBounds(threshold: 128), Rect(x: 20, y: 20, width: 10, height: 10))
        XCTAssertEqual(animated.drawing(at: 0.25).inkBounds(threshold: 128), Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(animated.drawing(at: 2).inkBounds(threshold: 128), Rect(x: 40, y: 40, width: 10, height: 10))
    }
}
