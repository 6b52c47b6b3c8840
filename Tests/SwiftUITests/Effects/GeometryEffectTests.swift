import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `GeometryEffect`: a modifier that draws its content through a transform it computes from
/// the content's size, animating through `animatableData` (`effectValue(size:)` asked again at
/// every frame with the interpolated data). A red 20-point square in a 100-point canvas (40…60).
final class GeometryEffectTests: XCTestCase {
    /// The classic shake: a sideways move of `amount × sin(animatableData × π × shakes)`.
    struct Shake: SwiftUI.GeometryEffect {
        var amount: CGFloat = 10
        var shakes: CGFloat = 3
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(
                CGAffineTransform(translationX: amount * sin(animatableData * .pi * shakes), y: 0))
        }
    }

    struct Shaken: SwiftUI.View {
        @SwiftUI.State var attempts = 0
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 20, height: 20)
                .modifier(Shake(animatableData: CGFloat(attempts)))
                .frame(width: 100, height: 100)
                .onAppear { withAnimation(.linear(duration: 1)) { attempts += 1 } }
        }
    }

    /// A move by half the view's width and a quarter of its height: the effect sees the size.
    struct HalfOver: SwiftUI.GeometryEffect {
        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 4))
        }
    }

    /// A 3-D turn about y seen in perspective, through `CATransform3D`.
    struct Turned: SwiftUI.GeometryEffect {
        var animatableData: CGFloat = 0
        func effectValue(size: CGSize) -> ProjectionTransform {
            var t = CATransform3DIdentity
            t.m34 = -1 / 50
            t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
            return ProjectionTransform(t)
        }
    }

    func testAnEffectMovesTheDrawingByWhatItComputesFromTheSize() {
        let drawn = DrawnView(SwiftUI.Color.red.frame(width: 20, height: 40).modifier(HalfOver()))
        XCTAssertEqual(drawn.bounds(of: Ink.red), Rect(x: 50, y: 40, width: 20, height: 40))
    }

    /// The shake returns where it started (sin 3π = 0), but on the way it moves: at 1/6 s the
    /// data is 1/6, sin(π/2) = 1, a full 10 points right; at 1/2, sin(3π/2) = −1, 10 left. A
    /// blend of the two drawn transforms (both 0) would never move.
    func testAShakeIsComputedFromTheInterpolatedData() throws {
        let shaken = try AnimatedView(Shaken(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(shaken.drawing(at: 0).bounds(of: Ink.red), Rect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(shaken.drawing(at: 1.0 / 6).bounds(of: Ink.red), Rect(x: 50, y: 40, width: 20, height: 20))
        XCTAssertEqual(shaken.drawing(at: 0.5).bounds(of: Ink.red), Rect(x: 30, y: 40, width: 20, height: 20))
        XCTAssertEqual(shaken.drawing(at: 2).bounds(of: Ink.red), Rect(x: 40, y: 40, width: 20, height: 20))
    }

    /// `ProjectionTransform(CATransform3D)` keeps the perspective column: the square turned
    /// away about its leading edge narrows and its far side shrinks towards the top, which
    /// stays (the origin is the top-leading corner): 14.9 points tall at its far side.
    func testACATransform3DProjectionHasPerspective() throws {
        let drawn = DrawnView(SwiftUI.Color.red.frame(width: 20, height: 20).modifier(Turned()))
        let ink = try XCTUnwrap(drawn.inkBounds(threshold: 128))
        XCTAssertEqual(ink.minX, 40, "the leading edge stays")
        XCTAssertLessThan(ink.width, 12, "turned 60°: narrower than cos 60° × 20")
        XCTAssertGreaterThan(drawn.alpha(42, 57), 128, "near the leading edge, nearly full height")
        XCTAssertLessThan(drawn.alpha(Int(ink.maxX) - 1, 57), 128, "the far side is shorter")
        XCTAssertGreaterThan(drawn.alpha(Int(ink.maxX) - 1, 41), 128, "its top stays")
    }
}
