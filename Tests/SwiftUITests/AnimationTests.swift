import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class AnimationTests: XCTestCase {
    func testCurvesAreTheEngineCurves() {
        XCTAssertEqual(SwiftUI.Animation.easeIn.engine, .easeIn(duration: 0.35))
        XCTAssertEqual(SwiftUI.Animation.linear(duration: 2).engine, .linear(duration: 2))
        XCTAssertEqual(SwiftUI.Animation.default.engine, .easeInOut(duration: 0.35))
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(0.2, 0, 0.1, 1, duration: 0.8).engine,
            Timeline::Animation(curve: TimingCurve(0.2, 0, 0.1, 1), duration: 0.8))
        let curve = UnitCurve.bezier(
            startControlPoint: SwiftUI.UnitPoint(x: 0.3, y: 0.1), endControlPoint: SwiftUI.UnitPoint(x: 0.6, y: 1))
        XCTAssertEqual(curve.engine, TimingCurve(0.3, 0.1, 0.6, 1))
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(curve, duration: 1).engine,
            Timeline::Animation(curve: TimingCurve(0.3, 0.1, 0.6, 1), duration: 1))
        XCTAssertEqual(UnitCurve.easeOut.engine, .easeOut)
        XCTAssertEqual(
            SwiftUI.Animation.timingCurve(SwiftUI.UnitPoint(x: 0.3, y: 0.1), SwiftUI.UnitPoint(x: 0.6, y: 1)).engine,
            Timeline::Animation(curve: TimingCurve(0.3, 0.1, 0.6, 1), duration: 0.35))
    }

    func testModifiersWrapInOrder() {
        XCTAssertEqual(
            SwiftUI.Animation.easeOut(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false).engine,
            Timeline::Animation.easeOut(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false))
        XCTAssertEqual(
            SwiftUI.Animation.linear.repeatForever().engine,
            Timeline::Animation.linear().repeatForever(autoreverses: true))
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
            .spring(Timeline::Spring(duration: 0.4, bounce: 0.2), blendDuration: 0))
        XCTAssertEqual(
            SwiftUI.Animation.spring(SwiftUI.Spring(duration: 0.3, bounce: 0.1), blendDuration: 0.2).engine,
            .spring(Timeline::Spring(duration: 0.3, bounce: 0.1), blendDuration: 0.2))
    }

    func testSpringPresets() {
        XCTAssertEqual(SwiftUI.Animation.smooth.engine, .smooth)
        XCTAssertEqual(SwiftUI.Animation.snappy.engine, .snappy)
        XCTAssertEqual(SwiftUI.Animation.bouncy.engine, .bouncy)
        XCTAssertEqual(
            SwiftUI.Animation.bouncy(duration: 0.8, extraBounce: 0.1).engine, .bouncy(duration: 0.8, extraBounce: 0.1))
        XCTAssertEqual(SwiftUI.Animation.smooth(duration: 1).engine, .spring(Timeline::Spring(duration: 1, bounce: 0)))
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
            .interpolatingSpring(Timeline::Spring(mass: 2, stiffness: 100, damping: 10), initialVelocity: 3))
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(duration: 0.6, bounce: 0.3).engine,
            .interpolatingSpring(Timeline::Spring(duration: 0.6, bounce: 0.3), initialVelocity: 0))
        XCTAssertEqual(
            SwiftUI.Animation.interpolatingSpring(.bouncy, initialVelocity: 1).engine,
            .interpolatingSpring(Timeline::Spring.bouncy, initialVelocity: 1))
        XCTAssertEqual(SwiftUI.Animation.interpolatingSpring.engine, .interpolatingSpring)
    }

    func testSpringInitializers() {
        XCTAssertEqual(SwiftUI.Spring().engine, Timeline::Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(
            SwiftUI.Spring(response: 0.4, dampingRatio: 0.7).engine, Timeline::Spring(response: 0.4, dampingRatio: 0.7))
        XCTAssertEqual(
            SwiftUI.Spring(mass: 1, stiffness: 100, damping: 10).engine,
            Timeline::Spring(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(SwiftUI.Spring.snappy(duration: 0.3).engine, .snappy(duration: 0.3, extraBounce: 0))
        XCTAssertEqual(SwiftUI.Spring.smooth.engine, .smooth)
        // SwiftUI treats an overdamped spring as critically damped unless it is allowed.
        XCTAssertEqual(SwiftUI.Spring(stiffness: 100, damping: 50).engine.damping, 20, accuracy: 1e-12)
        XCTAssertEqual(SwiftUI.Spring(stiffness: 100, damping: 50, allowOverDamping: true).engine.damping, 50)
        XCTAssertEqual(SwiftUI.Spring(duration: 0.5, bounce: 0.3).bounce, 0.3, accuracy: 1e-12)
    }

    /// `.animation(_:value:)` watches the value: the trigger changes between the snapshots
    /// exactly when the value does; the change itself needs no `withAnimation`.
    func testImplicitAnimationWatchesTheValueAcrossSnapshots() throws {
        struct Pulse: SwiftUI.View {
            @SwiftUI.State var flag = false
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count)")
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
            [Timeline::Transaction(time: 1, animation: nil), Timeline::Transaction(time: 2, animation: nil)])
        XCTAssertEqual(scene.snapshots.count, 3)
        guard case .modified(let first, .animation(.easeIn(duration: 0.35), let t0)) = scene.snapshots[0],
            case .modified(let second, .animation(.easeIn(duration: 0.35), let t1)) = scene.snapshots[1],
            case .modified(let third, .animation(.easeIn(duration: 0.35), let t2)) = scene.snapshots[2]
        else { return XCTFail("unexpected snapshots \(scene.snapshots)") }
        XCTAssertEqual(first, .modified(text("0"), .offset(x: 0, y: 0)))
        XCTAssertEqual(second, .modified(text("0"), .offset(x: 10, y: 0)))
        XCTAssertEqual(third, .modified(text("1"), .offset(x: 10, y: 0)))
        XCTAssertNotEqual(t0, t1)
        XCTAssertEqual(t1, t2)
        XCTAssertEqual(t0?.key, "Bool #0: false")
        XCTAssertEqual(t1?.key, "Bool #1: true")
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

    func testDeprecatedAnimationHasNoValue() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").animation(.linear(duration: 1))),
            .modified(text("a"), .animation(.linear(duration: 1), value: nil)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").animation(nil)), .modified(text("a"), .animation(nil, value: nil)))
    }

    func testImplicitAnimationCanBeNil() {
        let view = lowered(SwiftUI.Text("a").animation(nil, value: 3))
        XCTAssertEqual(view, .modified(text("a"), .animation(nil, value: AnimationTrigger("Int #0: 3"))))
    }
}
