import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class AnimationTests: XCTestCase {
    func testCurvesAreTheEngineCurves() {
        XCTAssertEqual(SwiftUI.Animation.easeIn.engine, .easeIn(duration: 0.35))
        XCTAssertEqual(SwiftUI.Animation.linear(duration: 2).engine, .linear(duration: 2))
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(0.2, 0, 0.1, 1, duration: 0.8).engine,
            AnimationTiming(curve: TimingCurve(0.2, 0, 0.1, 1), duration: 0.8))
        let curve = UnitCurve.bezier(
            startControlPoint: SwiftUI.UnitPoint(x: 0.3, y: 0.1), endControlPoint: SwiftUI.UnitPoint(x: 0.6, y: 1))
        XCTAssertEqual(curve.engine, TimingCurve(0.3, 0.1, 0.6, 1))
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(curve, duration: 1).engine,
            AnimationTiming(curve: TimingCurve(0.3, 0.1, 0.6, 1), duration: 1))
        XCTAssertEqual(UnitCurve.easeOut.engine, .easeOut)
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(SwiftUI.UnitPoint(x: 0.3, y: 0.1), SwiftUI.UnitPoint(x: 0.6, y: 1)).engine,
            AnimationTiming(curve: TimingCurve(0.3, 0.1, 0.6, 1), duration: 0.35))
    }

    /// `withAnimation { }` without an argument moves as iOS 17 moves it: a spring without
    /// bounce (response 0.55 s), not the 0.35-s ease-in-out of earlier releases, which has
    /// arrived at 0.35 s; the spring is at 1 − 5e⁻⁴ ≈ 91 % then and settles without overshoot.
    func testWithAnimationWithoutArgumentIsIOS17Spring() throws {
        struct Move: SwiftUI.View {
            @SwiftUI.State var moved = false
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                    .position(x: moved ? 85 : 5, y: 50)
                    .onAppear { withAnimation { moved = true } }
            }
        }
        let scene = try AnimatedView(Move(), canvas: Size(width: 100, height: 100))
        func left(_ t: Double) -> Double { scene.layout(at: t).frame(filledWith: .red)?.minX ?? -1 }
        XCTAssertEqual(left(0), 0, accuracy: 1e-9)
        // A critically damped spring of response 0.55 s: ω = 2π/0.55, progress 1 − (1 + ωt)e^(−ωt).
        let omega = 2 * Double.pi / 0.55
        for t in [0.1, 0.175, 0.35, 0.6] {
            let progress = 1 - (1 + omega * t) * exp(-omega * t)
            XCTAssertEqual(left(t), 80 * progress, accuracy: 0.01, "at \(t) s")
        }
        XCTAssertLessThan(left(0.35), 75, "still moving when an ease-in-out of 0.35 s has ended")
        for t in stride(from: 0.4, through: 2, by: 0.1) { XCTAssertLessThanOrEqual(left(t), 80 + 1e-9, "no overshoot") }
        XCTAssertEqual(left(2), 80, accuracy: 0.01)
        XCTAssertEqual(
            SwiftUI.Animation.default.engine, .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    func testModifiersWrapInOrder() {
        XCTAssertEqual(
            SwiftUI.Animation.easeOut(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false).engine,
            AnimationTiming.easeOut(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false))
        XCTAssertEqual(
            SwiftUI.Animation.linear.repeatForever().engine,
            AnimationTiming.linear().repeatForever(autoreverses: true))
    }

    /// `.spring()` is the response form with classic SwiftUI's defaults.
    func testSpringForms() {
        XCTAssertEqual(
            SwiftUI.Animation.spring().engine, .spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
        XCTAssertEqual(SwiftUI.Animation.spring.engine, SwiftUI.Animation.spring().engine)
        XCTAssertEqual(
            SwiftUI.Animation.spring(response: 0.3, dampingFraction: 0.5).engine,
            .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0))
        XCTAssertEqual(
            SwiftUI.Animation.spring(duration: 0.4, bounce: 0.2).engine,
            .spring(SpringModel(duration: 0.4, bounce: 0.2), blendDuration: 0))
        XCTAssertEqual(
            SwiftUI.Animation.spring(SwiftUI.Spring(duration: 0.3, bounce: 0.1), blendDuration: 0.2).engine,
            .spring(SpringModel(duration: 0.3, bounce: 0.1), blendDuration: 0.2))
    }

    func testSpringPresets() {
        XCTAssertEqual(SwiftUI.Animation.smooth.engine, .smooth)
        XCTAssertEqual(SwiftUI.Animation.snappy.engine, .snappy)
        XCTAssertEqual(SwiftUI.Animation.bouncy.engine, .bouncy)
        XCTAssertEqual(
            SwiftUI.Animation.bouncy(duration: 0.8, extraBounce: 0.1).engine, .bouncy(duration: 0.8, extraBounce: 0.1))
        XCTAssertEqual(SwiftUI.Animation.smooth(duration: 1).engine, .spring(SpringModel(duration: 1, bounce: 0)))
        XCTAssertEqual(SwiftUI.Animation.snappy(extraBounce: 0.05).engine, .snappy(duration: 0.5, extraBounce: 0.05))
    }

    func testInteractiveAndInterpolatingSprings() {
        XCTAssertEqual(
            SwiftUI.Animation.interactiveSpring().engine,
            .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        XCTAssertEqual(SwiftUI.Animation.interactiveSpring.engine, .interactiveSpring)
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(stiffness: 170, damping: 15).engine,
            .interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0))
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 3).engine,
            .interpolatingSpring(SpringModel(mass: 2, stiffness: 100, damping: 10), initialVelocity: 3))
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(duration: 0.6, bounce: 0.3).engine,
            .interpolatingSpring(SpringModel(duration: 0.6, bounce: 0.3), initialVelocity: 0))
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(.bouncy, initialVelocity: 1).engine,
            .interpolatingSpring(SpringModel.bouncy, initialVelocity: 1))
        XCTAssertEqual(SwiftUI.Animation.interpolatingSpring.engine, .interpolatingSpring)
    }

    func testSpringInitializers() {
        XCTAssertEqual(SwiftUI.Spring().engine, SpringModel(duration: 0.5, bounce: 0))
        XCTAssertEqual(
            SwiftUI.Spring(response: 0.4, dampingRatio: 0.7).engine, SpringModel(response: 0.4, dampingRatio: 0.7))
        XCTAssertEqual(
            SwiftUI.Spring(mass: 1, stiffness: 100, damping: 10).engine,
            SpringModel(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(SwiftUI.Spring.snappy(duration: 0.3).engine, .snappy(duration: 0.3, extraBounce: 0))
        XCTAssertEqual(SwiftUI.Spring.smooth.engine, .smooth)
        // SwiftUI treats an overdamped spring as critically damped unless it is allowed.
        XCTAssertEqual(SwiftUI.Spring(stiffness: 100, damping: 50).engine.damping, 20, accuracy: 1e-12)
        XCTAssertEqual(SwiftUI.Spring(stiffness: 100, damping: 50, allowOverDamping: true).engine.damping, 50)
        XCTAssertEqual(SwiftUI.Spring(duration: 0.5, bounce: 0.3).bounce, 0.3, accuracy: 1e-12)
    }

    /// `.animation(_:value:)` watches the value: a change of the value animates, with no
    /// `withAnimation`; another change under the modifier, with the value unchanged, does not.
    func testImplicitAnimationWatchesTheValueAcrossSnapshots() throws {
        struct Pulse: SwiftUI.View {
            @SwiftUI.State var flag = false
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: count == 0 ? 10 : 20, height: 10)
                    .offset(x: flag ? 10 : 0)
                    .animation(.easeIn, value: flag)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { flag = true }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { count = 1 }
                    }
            }
        }
        let scene = try evaluate { Pulse() }
        XCTAssertEqual(
            scene.timeline.transactions,
            [StateChange(time: 1, animation: nil), StateChange(time: 2, animation: nil)])
        let animated = try AnimatedView(Pulse(), canvas: Size(width: 100, height: 100))
        func square(_ t: Double) -> Rect? { animated.drawing(at: t).inkBounds(threshold: 128) }
        XCTAssertEqual(square(0.9), Rect(x: 45, y: 45, width: 10, height: 10))
        let moving = try XCTUnwrap(square(1.175))
        XCTAssertGreaterThan(moving.minX, 45, "the flag's change animates (ease-in, 0.35 s)")
        XCTAssertLessThan(moving.minX, 52, "eased in: less than halfway at half the time")
        XCTAssertEqual(square(1.5), Rect(x: 55, y: 45, width: 10, height: 10))
        XCTAssertEqual(square(2.05), Rect(x: 50, y: 45, width: 20, height: 10), "the count's change does not")
    }

    /// Keys follow `==`, not the text of the value: -0.0 == 0.0, and a type whose `==`
    /// ignores a field.
    func testTriggerKeysFollowEquality() {
        struct Loose: Equatable {
            var id: Int
            var note: String
            static func == (a: Loose, b: Loose) -> Bool { a.id == b.id }
        }
        final class Box: Equatable {
            let value: Int
            init(_ value: Int) { self.value = value }
            static func == (a: Box, b: Box) -> Bool { a.value == b.value }
        }
        let keys = TriggerKeys()
        XCTAssertEqual(keys.trigger(0.0), keys.trigger(-0.0))
        XCTAssertNotEqual(keys.trigger(0.0), keys.trigger(0.5))
        XCTAssertEqual(keys.trigger(Loose(id: 1, note: "a")), keys.trigger(Loose(id: 1, note: "b")))
        XCTAssertNotEqual(keys.trigger(Loose(id: 1, note: "a")), keys.trigger(Loose(id: 2, note: "a")))
        XCTAssertEqual(keys.trigger(Box(3)), keys.trigger(Box(3)))
        XCTAssertNotEqual(keys.trigger(Box(3)), keys.trigger(Box(4)))
        // Values of different types never share a key (1 as Int and 1.0 as Double hash alike).
        XCTAssertNotEqual(keys.trigger(1), keys.trigger(1.0))
        XCTAssertEqual(keys.trigger([1, 2]), keys.trigger([1, 2]))
    }

    /// A square that moves 40 points right at 0 s, without `withAnimation`, under `modifier`.
    private struct Mover<M: SwiftUI.ViewModifier>: SwiftUI.View {
        var modifier: M
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 10, height: 10)
                .offset(x: moved ? 40 : 0)
                .modifier(modifier)
                .onAppear { moved = true }
        }
    }

    private struct Deprecated: SwiftUI.ViewModifier {
        var animation: SwiftUI.Animation?
        func body(content: Content) -> some SwiftUI.View { content.animation(animation) }
    }

    private struct Valued: SwiftUI.ViewModifier {
        var animation: SwiftUI.Animation?
        func body(content: Content) -> some SwiftUI.View { content.animation(animation, value: 3) }
    }

    /// The square's left edge drawn at 0.5 s.
    private func halfway<M: SwiftUI.ViewModifier>(_ modifier: M) throws -> Double? {
        try AnimatedView(Mover(modifier: modifier), canvas: Size(width: 100, height: 100)).drawing(at: 0.5)
            .inkBounds(threshold: 128)?.minX
    }

    /// The deprecated `.animation(_:)` watches no value: every change under it animates.
    func testDeprecatedAnimationHasNoValue() throws {
        XCTAssertEqual(try halfway(Deprecated(animation: .linear(duration: 1))), 65, "halfway from 45 to 85")
        XCTAssertEqual(try halfway(Deprecated(animation: nil)), 85, "no animation")
    }

    /// A nil implicit animation of a value that does not change leaves other changes alone.
    func testImplicitAnimationCanBeNil() throws {
        XCTAssertEqual(try halfway(Valued(animation: nil)), 85)
        XCTAssertEqual(try halfway(Valued(animation: .linear(duration: 1))), 85, "the value, 3, never changes")
    }
}
