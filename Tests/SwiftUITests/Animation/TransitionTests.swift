import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// iOS 17's `Transition` protocol: a red 20-point square inserted (or removed) at 0 s, linearly
/// over 1 s, in the middle of a 100-point canvas (40…60), drawn at times.
final class TransitionTests: XCTestCase {
    private struct Toggled: SwiftUI.View {
        var transition: AnyTransition
        var animation: SwiftUI.Animation? = .linear(duration: 1)
        @SwiftUI.State var shown: Bool
        var body: some SwiftUI.View {
            SwiftUI.ZStack {
                if shown { SwiftUI.Color.red.frame(width: 20, height: 20).transition(transition) }
            }
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(animation) { shown.toggle() } }
        }
    }

    /// The same square with `.transition(_:)` given a `Transition` value.
    private struct ToggledBy<T: SwiftUI.Transition>: SwiftUI.View {
        var transition: T
        @SwiftUI.State var shown: Bool
        var body: some SwiftUI.View {
            SwiftUI.ZStack {
                if shown { SwiftUI.Color.red.frame(width: 20, height: 20).transition(transition) }
            }
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }

    private func drawn<T: SwiftUI.Transition>(_ transition: T, removing: Bool = false, at t: Double) throws
        -> DrawnView
    {
        try AnimatedView(ToggledBy(transition: transition, shown: removing), canvas: Size(width: 100, height: 100))
            .drawing(at: t)
    }

    private func drawn(
        _ transition: AnyTransition, removing: Bool = false, animation: SwiftUI.Animation? = .linear(duration: 1),
        at t: Double
    ) throws -> DrawnView {
        try AnimatedView(
            Toggled(transition: transition, animation: animation, shown: removing),
            canvas: Size(width: 100, height: 100)
        ).drawing(at: t)
    }

    /// A custom transition: faded to 20 % and shifted 30 points left before it appears (phase
    /// value −1), right after it has gone (+1).
    private struct Drift: SwiftUI.Transition {
        func body(content: Content, phase: TransitionPhase) -> some SwiftUI.View {
            content
                .opacity(phase.isIdentity ? 1 : 0.2)
                .offset(x: phase.value * 30)
        }
    }

    func testACustomTransitionIsInsertedAndRemovedThroughItsPhases() throws {
        for (t, x, opacity) in [(0.0, 10.0, 0.2), (0.5, 25, 0.6), (1, 40, 1)] {
            let inserting = try drawn(Drift(), at: t)
            XCTAssertEqual(inserting.inkBounds()?.minX, x, "inserting at \(t) s")
            XCTAssertEqual(Double(inserting.alpha(Int(x) + 10, 50)), 255 * opacity, accuracy: 1.5, "at \(t) s")
        }
        for (t, x, opacity) in [(0.0, 40.0, 1.0), (0.5, 55, 0.6), (0.9, 67, 0.28)] {
            let removing = try drawn(Drift(), removing: true, at: t)
            XCTAssertEqual(removing.inkBounds()?.minX, x, "removing at \(t) s")
            XCTAssertEqual(Double(removing.alpha(Int(x) + 10, 50)), 255 * opacity, accuracy: 1.5, "at \(t) s")
        }
        XCTAssertNil(try drawn(Drift(), removing: true, at: 1).inkBounds(), "gone")
        XCTAssertTrue(
            try drawn(AnyTransition(Drift()), at: 0.3).pixels == drawn(Drift(), at: 0.3).pixels, "AnyTransition(_:)")
    }

    /// A transition that applies the built-in ones' bodies to its content (`apply`), so that
    /// their bodies, not the engine's transitions, draw it.
    private struct Through<T: SwiftUI.Transition>: SwiftUI.Transition {
        var base: T
        func body(content: Content, phase: TransitionPhase) -> some SwiftUI.View {
            base.apply(content: content, phase: phase)
        }
    }

    /// The built-in `Transition` values draw as the `AnyTransition`s of the same name, and so
    /// do their bodies.
    func testBuiltInTransitionsDrawAsTheirAnyTransitions() throws {
        func check<T: SwiftUI.Transition>(
            _ transition: T, _ any: AnyTransition, file: StaticString = #filePath, line: UInt = #line
        ) throws {
            for removing in [false, true] {
                let expected = try drawn(any, removing: removing, at: 0.5)
                let engine = try drawn(transition, removing: removing, at: 0.5)
                let body = try drawn(Through(base: transition), removing: removing, at: 0.5)
                let what = "\(T.self) \(removing ? "removing" : "inserting")"
                XCTAssertTrue(engine.pixels == expected.pixels, what, file: file, line: line)
                XCTAssertEqual(body.inkBounds(), expected.inkBounds(), what + " (body)", file: file, line: line)
                XCTAssertEqual(body.alpha(50, 50), expected.alpha(50, 50), accuracy: 1, what, file: file, line: line)
            }
        }
        try check(.opacity, .opacity)
        try check(.scale, .scale)
        try check(.scale(0.5, anchor: .topLeading), .scale(scale: 0.5, anchor: .topLeading))
        try check(.offset(x: 10, y: -6), .offset(x: 10, y: -6))
        try check(.move(edge: .bottom), .move(edge: .bottom))
        try check(.slide, .slide)
        try check(.push(from: .top), .push(from: .top))
        try check(.identity, .identity)
        try check(
            AsymmetricTransition(insertion: .scale, removal: .opacity),
            .asymmetric(insertion: .scale, removal: .opacity))
        try check(
            SwiftUI.OpacityTransition().combined(with: .move(edge: .leading)),
            AnyTransition.opacity.combined(with: .move(edge: .leading)))
        let blur = try drawn(BlurReplaceTransition(configuration: .downUp), at: 0.5)
        XCTAssertTrue(blur.pixels == (try drawn(AnyTransition.blurReplace, at: 0.5)).pixels)
    }

    /// A transition with its own animation comes in with it even in a change without one, and
    /// in place of the change's animation in one with another.
    func testATransitionsOwnAnimationTakesTheChangesPlace() throws {
        let fade = AnyTransition.opacity.animation(.linear(duration: 1))
        XCTAssertEqual(try drawn(.opacity, animation: nil, at: 0.5).alpha(50, 50), 255, "at once without its own")
        XCTAssertEqual(try drawn(fade, animation: nil, at: 0.5).alpha(50, 50), 128, accuracy: 1)
        XCTAssertEqual(try drawn(fade, animation: .linear(duration: 4), at: 0.5).alpha(50, 50), 128, accuracy: 1)
        XCTAssertEqual(try drawn(fade, removing: true, animation: nil, at: 0.25).alpha(50, 50), 191, accuracy: 1)
        XCTAssertEqual(
            try drawn(AnyTransition.opacity.animation(nil), at: 0.5).alpha(50, 50), 255, "nil: at once")
        let drift = try drawn(Drift().animation(.linear(duration: 2)), at: 0.5)
        XCTAssertEqual(drift.inkBounds()?.minX, 17, "a quarter of the way in over 2 s: 22.5 points left")
    }
}
