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
}
