import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.symbolEffect`: bounce, pulse and scale play on the whole symbol; the other effects are
/// drawn without their effect, with a warning; views without a symbol are left alone, as on iOS.
final class SymbolEffectTests: XCTestCase {
    private let canvas = Size(width: 100, height: 100)

    /// A 40-point red star in the middle of the canvas.
    private static var star: some SwiftUI.View {
        SwiftUI.Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(SwiftUI.Color.red)
    }

    private func width(_ scene: AnimatedView, at t: Double) -> Double {
        scene.drawing(at: t).inkBounds(threshold: 128)?.width ?? -1
    }

    /// `.bounce` with `value:` plays once each time the value changes: the symbol grows and
    /// springs back to its size.
    func testBounceScalesTheSymbolWhenTheValueChanges() throws {
        struct Bouncing: SwiftUI.View {
            @SwiftUI.State var taps = 0
            var body: some SwiftUI.View {
                SymbolEffectTests.star.symbolEffect(.bounce, value: taps)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { taps += 1 } }
            }
        }
        let scene = try AnimatedView(Bouncing(), canvas: canvas)
        let rest = width(scene, at: 0.9)
        XCTAssertGreaterThan(rest, 20)
        XCTAssertEqual(width(scene, at: 0.5), rest, "still before the value changes")
        XCTAssertGreaterThan(width(scene, at: 1.15), rest * 1.1, "grown at the top of the bounce")
        XCTAssertEqual(width(scene, at: 3), rest, accuracy: 1, "back to its size")
    }

    /// `.bounce.down` shrinks the symbol instead.
    func testBounceDownShrinks() throws {
        struct Bouncing: SwiftUI.View {
            @SwiftUI.State var taps = 0
            var body: some SwiftUI.View {
                SymbolEffectTests.star.symbolEffect(.bounce.down, value: taps)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { taps += 1 } }
            }
        }
        let scene = try AnimatedView(Bouncing(), canvas: canvas)
        XCTAssertLessThan(width(scene, at: 1.15), width(scene, at: 0.9) * 0.9)
    }

    /// `.pulse` fades the symbol out and in again, over and over, while active.
    func testPulseFadesTheSymbolInALoop() throws {
        let scene = try AnimatedView(Self.star.symbolEffect(.pulse), canvas: canvas)
        let full = scene.drawing(at: 0).alpha(50, 50)
        XCTAssertEqual(full, 255)
        XCTAssertLessThan(scene.drawing(at: 0.5).alpha(50, 50), 128, "faded half-way through a pulse")
        XCTAssertEqual(scene.drawing(at: 1).alpha(50, 50), 255)
        XCTAssertLessThan(scene.drawing(at: 1.5).alpha(50, 50), 128, "and again")
        let inactive = try AnimatedView(Self.star.symbolEffect(.pulse, isActive: false), canvas: canvas)
        XCTAssertEqual(inactive.drawing(at: 0.5).alpha(50, 50), 255)
    }

    /// `.scale` holds the symbol larger while active (`.scale.down`: smaller).
    func testScaleHoldsTheSymbolScaled() throws {
        let plain = DrawnView(Self.star, canvas: canvas).inkBounds(threshold: 128)?.width ?? -1
        let up = DrawnView(Self.star.symbolEffect(.scale), canvas: canvas).inkBounds(threshold: 128)?.width ?? -1
        let down = DrawnView(Self.star.symbolEffect(.scale.down), canvas: canvas).inkBounds(threshold: 128)?.width ?? -1
        XCTAssertGreaterThan(up, plain * 1.1)
        XCTAssertLessThan(down, plain * 0.9)
        assertSameDrawing(Self.star.symbolEffect(.scale, isActive: false), Self.star, canvas: canvas)
    }

    /// The effects Zoetrope does not play are drawn without them, with a warning naming the
    /// effect; a view without a symbol is left alone, as on iOS.
    func testOtherEffectsWarnAndViewsWithoutSymbolsAreLeftAlone() throws {
        assertSameDrawing(Self.star.symbolEffect(.variableColor), Self.star, canvas: canvas)
        XCTAssertEqual(
            try warnings { Self.star.symbolEffect(.variableColor) },
            ["'symbolEffect(.variableColor)' is not animated by Zoetrope yet: symbols are drawn without this effect"])
        assertSameDrawing(
            SwiftUI.Text("a").symbolEffect(.bounce.up, value: 3).symbolEffect(.pulse), SwiftUI.Text("a"))
        XCTAssertEqual(try warnings { SwiftUI.Text("a").symbolEffect(.bounce.up, value: 3).symbolEffect(.pulse) }, [])
    }
}
