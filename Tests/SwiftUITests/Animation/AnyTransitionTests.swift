import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class AnyTransitionTests: XCTestCase {
    func testTransitionsAreTheEngineTransitions() {
        XCTAssertEqual(AnyTransition.opacity.engine, .opacity)
        XCTAssertEqual(AnyTransition.identity.engine, .identity)
        XCTAssertEqual(AnyTransition.slide.engine, .slide)
        XCTAssertEqual(AnyTransition.scale.engine, .scale(0, anchor: .center))
        XCTAssertEqual(
            AnyTransition.scale(scale: 0.5, anchor: .topLeading).engine,
            .scale(0.5, anchor: SceneGraph.UnitPoint(x: 0, y: 0)))
        XCTAssertEqual(AnyTransition.move(edge: .bottom).engine, .move(edge: .bottom))
        XCTAssertEqual(AnyTransition.offset(x: 4).engine, .offset(x: 4, y: 0))
        XCTAssertEqual(AnyTransition.offset(CGSize(width: -3, height: 7)).engine, .offset(x: -3, y: 7))
        XCTAssertEqual(
            AnyTransition.asymmetric(insertion: .scale, removal: .opacity).engine,
            .asymmetric(insertion: .scale, removal: .opacity))
        XCTAssertEqual(
            AnyTransition.slide.combined(with: .opacity).engine, SceneGraph.Transition.combined(.slide, .opacity))
    }

    /// iOS 16's push: in from the edge, out towards the opposite one, fading both ways.
    func testPushMovesInFromAnEdgeAndOutTowardsTheOpposite() {
        XCTAssertEqual(
            AnyTransition.push(from: .top).engine,
            .asymmetric(
                insertion: .combined(.move(edge: .top), .opacity), removal: .combined(.move(edge: .bottom), .opacity)))
        XCTAssertEqual(
            AnyTransition.push(from: .trailing).engine,
            .asymmetric(
                insertion: .combined(.move(edge: .trailing), .opacity),
                removal: .combined(.move(edge: .leading), .opacity)))
    }

    /// `AnyTransition.modifier`: each body is lowered around its content and kept as the list of
    /// effects it puts on it, innermost first.
    func testModifierTransitionKeepsTheEffectsOfBothBodies() {
        struct Turn: SwiftUI.ViewModifier {
            let degrees: Double
            func body(content: Content) -> some SwiftUI.View {
                content.rotationEffect(.degrees(degrees), anchor: .topLeading).clipped().opacity(0.5)
            }
        }
        let corner = SceneGraph.UnitPoint(x: 0, y: 0)
        func turn(_ degrees: Double) -> [AnyDrawingEffect] {
            [.rotationEffect(Geometry.Angle.degrees(degrees), anchor: corner), .clipped, .opacity(0.5)].compactMap {
                (modifier: SceneGraph.Modifier) -> AnyDrawingEffect? in
                guard case .effect(let effect) = modifier else { return nil }
                return effect
            }
        }
        XCTAssertEqual(
            AnyTransition.modifier(active: Turn(degrees: -90), identity: Turn(degrees: 0)).engine,
            .modifier(active: turn(-90), identity: turn(0)))
        XCTAssertEqual(
            AnyTransition.modifier(active: Turn(degrees: 10), identity: Turn(degrees: 0)).combined(with: .opacity)
                .engine,
            .combined(.modifier(active: turn(10), identity: turn(0)), .opacity))
    }

    /// A view with a transition in an `if`: absent, then inserted inside `withAnimation`, moving
    /// in from the leading edge as it fades in.
    func testTransitionInAnIf() throws {
        struct Reveal: SwiftUI.View {
            @SwiftUI.State var shown = false
            var body: some SwiftUI.View {
                SwiftUI.VStack(spacing: 0) {
                    SwiftUI.Color.blue.frame(width: 20, height: 20)
                    if shown {
                        SwiftUI.Color.red.frame(width: 20, height: 20)
                            .transition(.move(edge: .leading).combined(with: .opacity))
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.easeOut(duration: 1)) { shown = true }
                    }
                }
            }
        }
        let scene = try evaluate { Reveal() }
        XCTAssertEqual(
            scene.timeline.transactions, [Timeline::Transaction(time: 0.5, animation: .easeOut(duration: 1))])
        let animated = try AnimatedView(Reveal(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(animated.drawing(at: 0.4).bounds(of: Ink.blue), Rect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertNil(animated.drawing(at: 0.4).inkBounds(rows: 60..<100), "no red yet")
        let coming = try XCTUnwrap(animated.drawing(at: 0.8).inkBounds(rows: 50..<70))
        XCTAssertLessThan(coming.minX, 40, "moving in from the left")
        XCTAssertLessThan(animated.drawing(at: 0.8).alpha(Int(coming.maxX) - 2, 60), 250, "fading in")
        let settled = animated.drawing(at: 2)
        XCTAssertEqual(settled.bounds(of: Ink.blue), Rect(x: 40, y: 30, width: 20, height: 20))
        XCTAssertEqual(settled.bounds(of: Ink.red), Rect(x: 40, y: 50, width: 20, height: 20))
    }
}
