import Geometry
import Timeline
import XCTest

@testable import SceneGraph

/// Views inserted and removed by an `if` inside an animated transaction.
final class ViewTransitionTests: XCTestCase {
    private let square = rectangle.frame(10, 10)

    /// `ZStack { square; if shown { Circle().frame(40, 20).transition(t) } }`.
    private func stack(_ shown: Bool, _ transition: ViewTransition?) -> ViewNode {
        var inserted = circle.frame(40, 20)
        if let transition { inserted = .modified(inserted, .transition(transition)) }
        return .stack(.z(alignment: .center), [square, shown ? inserted : .empty])
    }

    private func scene(
        from: Bool, to: Bool, _ transition: ViewTransition?, animation: AnimationTiming? = .linear(duration: 1)
    )
        throws -> AnimatedScene
    {
        AnimatedScene(
            trees: try [stack(from, transition), stack(to, transition)].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: animation)]))
    }

    private func effects(_ s: AnimatedScene, at t: Double) -> [RenderEffect] {
        s.tree(at: t).node(1)?.effects.list ?? []
    }

    func testDefaultTransitionFadesIn() throws {
        let s = try scene(from: false, to: true, nil)
        XCTAssertEqual(effects(s, at: 0), [.opacity(0)])
        XCTAssertEqual(effects(s, at: 0.25), [.opacity(0.25)])
        XCTAssertEqual(effects(s, at: 1), [])
        XCTAssertEqual(s.tree(at: 0.5).node(0)?.effects.list, [], "the other view is untouched")
    }

    func testScaleInsertionAboutTheCentre() throws {
        let s = try scene(from: false, to: true, .scale)
        let frame = try XCTUnwrap(s.tree(at: 0.25).node(1)).frame
        let centre = Point(x: frame.midX, y: frame.midY)
        XCTAssertEqual(effects(s, at: 0.25), [.scale(x: 0.25, y: 0.25, anchor: centre)])
        XCTAssertEqual(effects(s, at: 0.5), [.scale(x: 0.5, y: 0.5, anchor: centre)])
    }

    func testRemovedViewFadesOutThenDisappears() throws {
        let s = try scene(from: true, to: false, nil)
        let start = try XCTUnwrap(s.tree(at: 0).node(1))
        guard case .shape(let shape) = start.content else { return XCTFail("the removed circle is drawn") }
        XCTAssertEqual(shape.kind, .circle)
        XCTAssertEqual(start.effects.list, [.opacity(1)])
        XCTAssertEqual(effects(s, at: 0.75), [.opacity(0.25)])
        let end = try XCTUnwrap(s.tree(at: 1).node(1))
        XCTAssertTrue(end.isPlaceholder)
    }

    func testMoveUsesTheViewsOwnSize() throws {
        let s = try scene(from: false, to: true, .move(edge: .leading))
        XCTAssertEqual(effects(s, at: 0.5), [.offset(Point(x: -20, y: 0))])
        let down = try scene(from: true, to: false, .move(edge: .bottom))
        XCTAssertEqual(effects(down, at: 0.5), [.offset(Point(x: 0, y: 10))])
    }

    func testSlideInsertsFromLeadingAndRemovesToTrailing() throws {
        XCTAssertEqual(effects(try scene(from: false, to: true, .slide), at: 0.75), [.offset(Point(x: -10, y: 0))])
        XCTAssertEqual(effects(try scene(from: true, to: false, .slide), at: 0.75), [.offset(Point(x: 30, y: 0))])
    }

    func testAsymmetricAndCombined() throws {
        let t = ViewTransition.asymmetric(
            insertion: .combined(.offset(x: 0, y: 100), .opacity), removal: .scale(0.5, anchor: .topLeading))
        let inserting = try scene(from: false, to: true, t)
        XCTAssertEqual(effects(inserting, at: 0.5), [.offset(Point(x: 0, y: 50)), .opacity(0.5)])
        let removing = try scene(from: true, to: false, t)
        let frame = try XCTUnwrap(removing.trees[0].node(1)).frame
        XCTAssertEqual(effects(removing, at: 0.5), [.scale(x: 0.75, y: 0.75, anchor: frame.origin)])
    }

    func testNoTransitionWithoutAnimation() throws {
        let s = try scene(from: false, to: true, .scale, animation: nil)
        XCTAssertEqual(effects(s, at: 0), [])
        let removed = try scene(from: true, to: false, .scale, animation: nil)
        XCTAssertEqual(removed.tree(at: 0).node(1)?.isPlaceholder, true)
    }

    func testImplicitAnimationOnTheContainerAnimatesTheTransition() throws {
        func view(_ shown: Bool) -> ViewNode {
            .modified(stack(shown, .opacity), .animation(.linear(duration: 2), value: AnimationTrigger("\(shown)")))
        }
        let s = AnimatedScene(
            trees: try [view(false), view(true)].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: nil)]))
        XCTAssertEqual(effects(s, at: 0.5), [.opacity(0.25)])
        XCTAssertEqual(s.duration, 2 + Timeline.hold, accuracy: 1e-9)
    }

    func testBranchesReplaceEachOther() throws {
        func view(_ first: Bool) -> ViewNode {
            let content =
                first
                ? ViewNode.modified(circle.frame(10, 10), .branch(0)) : .modified(circle.frame(30, 30), .branch(1))
            return .stack(.z(alignment: .center), [content])
        }
        let s = AnimatedScene(
            trees: try [view(true), view(false)].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: .linear(duration: 1))]))
        let pair = try XCTUnwrap(s.tree(at: 0.25).node(0))
        XCTAssertEqual(pair.node(0)?.frame.width, 10, "the old branch, fading out")
        XCTAssertEqual(pair.node(0)?.effects.list, [.opacity(0.75)])
        XCTAssertEqual(pair.node(1)?.frame.width, 30, "the new branch, fading in")
        XCTAssertEqual(pair.node(1)?.effects.list, [.opacity(0.25)])
        XCTAssertEqual(s.tree(at: 1).node(0)?.frame.width, 30)
    }

    func testRemovedViewOfAShrinkingStackIsDrawnUntilItsEnd() throws {
        func view(_ count: Int) -> ViewNode {
            .stack(.v(alignment: .center, spacing: 0), (0..<count).map { _ in rectangle.frame(10, 10) })
        }
        let s = AnimatedScene(
            trees: try [view(3), view(2)].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: .linear(duration: 1))]))
        guard case .group(let children) = s.tree(at: 0.5).content else { return XCTFail() }
        XCTAssertEqual(children.count, 3)
        XCTAssertEqual(children[2].effects.list, [.opacity(0.5)])
        guard case .group(let after) = s.tree(at: 1).content else { return XCTFail() }
        XCTAssertEqual(after.count, 2)
    }
}

/// The drawing effects of modifiers, as a custom transition holds them.
private func effects(_ modifiers: ModifierNode...) -> [AnyDrawingEffect] {
    modifiers.compactMap { modifier in
        guard case .effect(let effect) = modifier else { return nil }
        return effect
    }
}

/// Custom transitions (`AnyTransition.modifier`): effects interpolated between the active and
/// identity bodies, the identity ones kept on the settled view.
final class ModifierTransitionTests: XCTestCase {
    private let pivot = ViewTransition.modifier(
        active: effects(.rotationEffect(.degrees(-90), anchor: .zero), .clipped),
        identity: effects(.rotationEffect(.zero, anchor: .zero), .clipped))

    private func stack(_ shown: Bool) -> ViewNode {
        let inserted: ViewNode = .modified(rectangle.frame(40, 20), .transition(pivot))
        return .stack(.z(alignment: .center), [rectangle.frame(10, 10), shown ? inserted : .empty])
    }

    private func scene() throws -> AnimatedScene {
        AnimatedScene(
            trees: try [stack(false), stack(true)].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: .linear(duration: 1))]))
    }

    func testInsertionTurnsFromActiveToIdentityInPlaceOfTheSettledEffects() throws {
        let s = try scene()
        let node = try XCTUnwrap(s.tree(at: 0.25).node(1))
        let frame = node.frame
        let corner = Point(x: frame.minX, y: frame.minY)
        // A quarter of the way: three quarters of the active turn, the clip kept once.
        XCTAssertEqual(
            node.effects.list,
            [.rotation(.degrees(-67.5), anchor: corner), .clip(.rectangle, rule: .nonZero, bounds: frame)])
        let settled = try XCTUnwrap(s.tree(at: 2).node(1))
        XCTAssertEqual(
            settled.effects.list, [.rotation(.zero, anchor: corner), .clip(.rectangle, rule: .nonZero, bounds: frame)],
            "the identity modifier's effects stay")
    }

    func testEffectListsThatDoNotMatchSwitchHalfWay() {
        let identity = effects(.opacity(1))
        let active = effects(.blur(radius: 10), .opacity(0))
        XCTAssertEqual(AnyDrawingEffect.interpolated(identity: identity, active: active, amount: 0.4), identity)
        XCTAssertEqual(AnyDrawingEffect.interpolated(identity: identity, active: active, amount: 0.6), active)
        XCTAssertEqual(
            AnyDrawingEffect.interpolated(
                identity: effects(.offset(x: 0, y: 10)), active: effects(.offset(x: 100, y: 0)), amount: 0.25),
            effects(.offset(x: 25, y: 7.5)))
    }

    func testEffectsOfOtherShapesSwitchHalfWay() {
        let identity = effects(.clipShape(.circle, rule: .nonZero))
        let active = effects(.clipShape(.rectangle, rule: .nonZero))
        XCTAssertEqual(AnyDrawingEffect.interpolated(identity: identity, active: active, amount: 0.4), identity)
        XCTAssertEqual(
            AnyDrawingEffect.interpolated(
                identity: effects(.cornerRadius(0)), active: effects(.cornerRadius(8)), amount: 0.25),
            effects(.cornerRadius(2)))
    }

    func testDescriptionIsTheModifiersOfBothBodies() {
        XCTAssertEqual(
            pivot.description,
            ".modifier(active: .rotationEffect(-90.0°, anchor: (0.0, 0.0)).clipped(), identity: "
                + ".rotationEffect(0.0°, anchor: (0.0, 0.0)).clipped())")
    }
}
