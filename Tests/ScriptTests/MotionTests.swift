import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import Script

/// Implicit animations, transitions, springs and animators written in scene files, laid out and
/// animated end to end.
final class MotionTests: XCTestCase {
    private struct NoImages: ImageProvider {
        func image(named name: String) throws -> PixelBuffer {
            throw LayoutError(kind: .missingAsset, message: "no image '\(name)'")
        }
    }

    private func animate(body: String, members: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> AnimatedScene
    {
        let loaded = try loadScene(scene(body: body, members: members), file: file, line: line)
        let engine = LayoutEngine(canvas: phone, images: NoImages())
        return AnimatedScene(trees: try loaded.snapshots.map(engine.layout), timeline: loaded.timeline)
    }

    private let flag = "    @State private var on = false"

    // MARK: Implicit animations

    func testAnimationModifierAnimatesAnImmediateChange() throws {
        let s = try animate(
            body: """
                Circle().frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 2), value: on)
                    .onAppear { on = true }
                """, members: flag)
        XCTAssertEqual(s.timeline.transactions, [Transaction(time: 0, animation: nil)])
        XCTAssertEqual(s.tree(at: 0.5).effects.offset.x, 25, accuracy: 1e-9)
        XCTAssertEqual(s.duration, 2 + Timeline.hold, accuracy: 1e-9)
    }

    func testStaggeredForEach() throws {
        let s = try animate(
            body: """
                HStack {
                    ForEach(0..<3) { i in
                        Circle().frame(width: 10, height: 10)
                            .offset(y: on ? 100 : 0)
                            .animation(.easeOut(duration: 1).delay(Double(i) * 0.1), value: on)
                    }
                }
                .onAppear { on = true }
                """, members: flag)
        let tree = s.tree(at: 0.5)
        for i in 0..<3 {
            let expected = 100 * TimingCurve.easeOut.value(at: 0.5 - Double(i) * 0.1)
            XCTAssertEqual(tree.node(i)?.effects.offset.y ?? .nan, expected, accuracy: 1e-9, "dot \(i)")
        }
        XCTAssertEqual(s.duration, 1.2 + Timeline.hold, accuracy: 1e-9)
    }

    func testDeprecatedAnimationModifier() throws {
        let s = try animate(
            body: """
                Rectangle().frame(width: on ? 50 : 10, height: 10)
                    .animation(.linear(duration: 1))
                    .onAppear { on = true }
                """, members: flag)
        XCTAssertEqual(s.tree(at: 0.5).frame.width, 30, accuracy: 1e-9)
    }

    // MARK: Transitions

    func testInsertedViewScalesIn() throws {
        let s = try animate(
            body: """
                ZStack {
                    if on {
                        Circle().frame(width: 40, height: 40).transition(.scale)
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
                """, members: flag)
        guard case .scale(let x, _, _)? = s.tree(at: 0.25).node(0)?.effects.list.last else {
            return XCTFail("the inserted circle has a scale effect")
        }
        XCTAssertEqual(x, 0.25, accuracy: 1e-9)
        XCTAssertEqual(s.tree(at: 1).node(0)?.effects.list, [])
    }

    func testCombinedAndAsymmetricTransitions() throws {
        let s = try animate(
            body: """
                ZStack {
                    if !on {
                        Rectangle().frame(width: 40, height: 20)
                            .transition(.asymmetric(insertion: .opacity, removal: .move(edge: .top).combined(with: .opacity)))
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
                """, members: flag)
        XCTAssertEqual(s.tree(at: 0.5).node(0)?.effects.list, [.offset(Point(x: 0, y: -10)), .opacity(0.5)])
        XCTAssertEqual(s.tree(at: 1).node(0)?.isPlaceholder, true)
    }

    func testIfElseBranchesCrossFade() throws {
        let s = try animate(
            body: """
                ZStack {
                    if on { Circle().fill(.red) } else { Circle().fill(.blue) }
                }
                .frame(width: 20, height: 20)
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
                """, members: flag)
        let pair = try XCTUnwrap(s.tree(at: 0.5).node(0))
        guard case .group(let both) = pair.content, both.count == 2 else { return XCTFail("old and new are drawn") }
        XCTAssertEqual(both[0].effects.list, [.opacity(0.5)])
        XCTAssertEqual(both[1].effects.list, [.opacity(0.5)])
        guard case .shape(let old) = both[0].content, case .shape(let new) = both[1].content else { return XCTFail() }
        XCTAssertEqual(old.paint, .solid(SystemColor.named("blue") ?? .black))
        XCTAssertEqual(new.paint, .solid(SystemColor.named("red") ?? .black))
    }

    // MARK: Springs

    func testSpringAnimationsHaveSwiftUIsLabelsAndDefaults() throws {
        let loaded = try loadScene(
            scene(
                body: """
                    Circle().opacity(on ? 1 : 0).onAppear {
                        withAnimation(.spring()) { on.toggle() }
                        withAnimation(.spring(duration: 0.6, bounce: 0.3)) { on.toggle() }
                        withAnimation(.bouncy) { on.toggle() }
                        withAnimation(.snappy(duration: 0.4, extraBounce: 0.1)) { on.toggle() }
                        withAnimation(.interpolatingSpring(stiffness: 100, damping: 10)) { on.toggle() }
                        withAnimation(.spring(Spring(mass: 1, stiffness: 200, damping: 20), blendDuration: 0.1)) { on.toggle() }
                        withAnimation(.interactiveSpring) { on.toggle() }
                    }
                    """, members: flag))
        XCTAssertEqual(
            loaded.timeline.transactions.map(\.animation),
            [
                .spring(response: 0.55, dampingFraction: 0.825), .spring(duration: 0.6, bounce: 0.3), .bouncy,
                .snappy(duration: 0.4, extraBounce: 0.1), .interpolatingSpring(stiffness: 100, damping: 10),
                .spring(Spring(stiffness: 200, damping: 20), blendDuration: 0.1), .interactiveSpring,
            ])
    }

    // MARK: Keyframes

    private let keyframeMembers = """
            @State private var on = false
            struct Values {
                var scale = 1.0
                var angle = Angle.zero
                var lift: CGFloat = 0
            }
        """

    private let keyframes = """
            KeyframeTrack(\\.scale) {
                CubicKeyframe(1.5, duration: 0.5)
                CubicKeyframe(0.8, duration: 0.5)
                CubicKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\\.angle) {
                LinearKeyframe(.degrees(90), duration: 1)
            }
            KeyframeTrack(\\.lift) {
                SpringKeyframe(-30, duration: 0.6, spring: .bouncy)
                MoveKeyframe(0)
            }
        """

    private func scaleAndAngle(_ s: AnimatedScene, at t: Double) -> (Double, Double) {
        var scale = Double.nan
        var angle = Double.nan
        s.tree(at: t).forEach { node in
            for effect in node.effects.list {
                if case .scale(let x, _, _) = effect { scale = x }
                if case .rotation(let a, _) = effect { angle = a.degrees }
            }
        }
        return (scale, angle)
    }

    func testRepeatingKeyframeAnimatorPassesThroughItsKeyframes() throws {
        let s = try animate(
            body: """
                KeyframeAnimator(initialValue: Values(), repeating: true) { v in
                    Circle().frame(width: 20, height: 20)
                        .scaleEffect(v.scale)
                        .rotationEffect(v.angle)
                        .offset(y: v.lift)
                } keyframes: { _ in
                \(keyframes)
                }
                """, members: keyframeMembers)
        for (t, scale) in [(0.0, 1.0), (0.5, 1.5), (1.0, 0.8), (1.5, 1.0), (2.0, 1.5)] {
            XCTAssertEqual(scaleAndAngle(s, at: t).0, scale, accuracy: 1e-9, "scale at \(t)")
        }
        XCTAssertEqual(scaleAndAngle(s, at: 0.5).1, 45, accuracy: 1e-9)
        XCTAssertTrue(s.hasEndlessAnimation)
        XCTAssertEqual(s.duration, 1.5, accuracy: 1e-9, "one cycle")
    }

    func testTriggeredKeyframeAnimatorPlaysWhenTheTriggerChanges() throws {
        let s = try animate(
            body: """
                Circle().frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: Values(), trigger: on) { content, v in
                        content.scaleEffect(v.scale).rotationEffect(v.angle)
                    } keyframes: { _ in
                    \(keyframes)
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on = true } }
                """, members: keyframeMembers)
        XCTAssertEqual(scaleAndAngle(s, at: 0.9).0, 1, accuracy: 1e-12, "not playing before the trigger")
        XCTAssertEqual(scaleAndAngle(s, at: 1.5).0, 1.5, accuracy: 1e-9)
        XCTAssertEqual(scaleAndAngle(s, at: 2.0).0, 0.8, accuracy: 1e-9)
        XCTAssertEqual(scaleAndAngle(s, at: 5).1, 90, accuracy: 1e-9, "holds the end value")
        XCTAssertFalse(s.hasEndlessAnimation)
        XCTAssertEqual(s.duration, 2.5 + Timeline.hold, accuracy: 1e-9)
    }

    /// Triggered again mid-play, the keyframes restart from the current value and velocity:
    /// no jump in value or slope.
    func testRetriggeredKeyframesContinueTheMotion() throws {
        let s = try animate(
            body: """
                Circle().frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: Values(), trigger: on) { content, v in
                        content.scaleEffect(v.scale)
                    } keyframes: { _ in
                    \(keyframes)
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on = true }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { on = false }
                    }
                """, members: keyframeMembers)
        let h = 1e-4
        let before = scaleAndAngle(s, at: 1.3 - h).0
        let at = scaleAndAngle(s, at: 1.3).0
        let after = scaleAndAngle(s, at: 1.3 + h).0
        XCTAssertEqual(at, before, accuracy: 1e-3)
        XCTAssertEqual((after - at) / h, (at - before) / h, accuracy: 0.05, "the slope carries over")
        XCTAssertEqual(scaleAndAngle(s, at: 1.3 + 0.5).0, 1.5, accuracy: 1e-9, "the new play reaches its keyframes")
    }

    func testPointTracksAndWholeValueTracks() throws {
        let s = try animate(
            body: """
                ZStack {
                    KeyframeAnimator(initialValue: Place(), repeating: true) { v in
                        Circle().frame(width: 10, height: 10).offset(x: v.at.x, y: v.at.y)
                    } keyframes: { _ in
                        KeyframeTrack(\\.at) {
                            LinearKeyframe(CGPoint(x: 100, y: 40), duration: 1)
                            MoveKeyframe(.zero)
                        }
                    }
                    KeyframeAnimator(initialValue: 0.0, repeating: true) { opacity in
                        Rectangle().frame(width: 10, height: 10).opacity(opacity)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(1, duration: 2)
                        }
                    }
                }
                """,
            members: "    struct Place { var at = CGPoint.zero }")
        let tree = s.tree(at: 0.5)
        var offset = Point(x: .nan, y: .nan)
        var opacity = Double.nan
        tree.forEach { node in
            guard case .shape(let shape) = node.content else { return }
            if shape.kind == .circle { offset = node.effects.offset } else { opacity = node.effects.opacity }
        }
        XCTAssertEqual(offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(offset.y, 20, accuracy: 1e-9)
        XCTAssertEqual(opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(s.duration, 2, accuracy: 1e-9, "the longer cycle")
    }

    // MARK: Phases

    func testPhaseAnimatorMovesThroughItsPhasesOnce() throws {
        let s = try animate(
            body: """
                PhaseAnimator([0.0, 1.0, 0.5], trigger: on) { phase in
                    Rectangle().frame(width: 10, height: 10).opacity(phase)
                } animation: { phase in
                    switch phase {
                    case 1.0: .linear(duration: 1)
                    default: .linear(duration: 2)
                    }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { on = true } }
                """, members: flag)
        func opacity(_ t: Double) -> Double {
            var value = Double.nan
            s.tree(at: t).forEach { node in
                if case .shape = node.content { value = node.effects.opacity }
            }
            return value
        }
        XCTAssertEqual(opacity(0.25), 0, accuracy: 1e-12)
        XCTAssertEqual(opacity(1.0), 0.5, accuracy: 1e-9, "0 → 1 over 1 s from 0.5 s")
        XCTAssertEqual(opacity(2.5), 0.75, accuracy: 1e-9, "1 → 0.5 over 2 s from 1.5 s")
        XCTAssertEqual(opacity(4.5), 0.25, accuracy: 1e-9, "0.5 → 0 over 2 s from 3.5 s")
        XCTAssertEqual(opacity(6), 0, accuracy: 1e-12)
        XCTAssertEqual(s.duration, 5.5 + Timeline.hold, accuracy: 1e-9)
    }

    func testCyclingPhaseAnimatorIsEndless() throws {
        let s = try animate(
            body: """
                Circle().frame(width: 10, height: 10)
                    .phaseAnimator([false, true]) { content, big in
                        content.scaleEffect(big ? 2 : 1)
                    } animation: { _ in .easeInOut(duration: 0.5) }
                """, members: "")
        XCTAssertTrue(s.hasEndlessAnimation)
        XCTAssertEqual(s.duration, 1, accuracy: 1e-9)
    }

    // MARK: Errors

    func testKeyframeErrors() {
        XCTAssertEqual(
            loadError(scene(body: "KeyframeTrack(\\.x) { LinearKeyframe(1, duration: 1) }")),
            """
            scene.swift:4:1: error: 'KeyframeTrack' can only be used in the keyframes of a KeyframeAnimator or '.keyframeAnimator'
            KeyframeTrack(\\.x) { LinearKeyframe(1, duration: 1) }
            ^

            """)
        let wrongPath = loadError(
            scene(
                body: """
                    KeyframeAnimator(initialValue: 1.0, repeating: true) { v in Circle().opacity(v) } keyframes: { _ in
                        KeyframeTrack(\\.size) { LinearKeyframe(1, duration: 1) }
                    }
                    """))
        XCTAssertTrue(wrongPath.contains("error: Double has no member 'size' to animate"), wrongPath)
    }
}

extension RenderNode {
    /// The descendant at child-index `path`.
    fileprivate func node(_ path: Int...) -> RenderNode? {
        var node = self
        for i in path {
            guard case .group(let children) = node.content, i < children.count else { return nil }
            node = children[i]
        }
        return node
    }
}
