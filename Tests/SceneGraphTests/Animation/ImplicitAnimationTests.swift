import Geometry
import Timeline
import XCTest

@testable import SceneGraph

/// `.animation(_:value:)`: which changes it covers and which animation they get.
final class ImplicitAnimationTests: XCTestCase {
    private func scene(_ views: [ViewNode], _ transactions: [StateChange]) throws -> AnimatedScene {
        AnimatedScene(trees: try views.map(engine.layout), timeline: Timeline(transactions: transactions))
    }

    private func trigger(_ key: String) -> AnimationTrigger { AnimationTrigger(key) }

    func testChangedValueReplacesTheTransactionsAnimation() throws {
        func view(_ x: Double, _ key: String) -> ViewNode {
            .modified(circle.frame(20, 20).offset(x, 0), .animation(.linear(duration: 2), value: trigger(key)))
        }
        let s = try scene([view(0, "a"), view(100, "b")], [StateChange(time: 1, animation: .linear(duration: 1))])
        XCTAssertEqual(s.tree(at: 1.5).effects.offset.x, 25, accuracy: 1e-9)
        XCTAssertEqual(s.tree(at: 2).effects.offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(s.tree(at: 3).effects.offset.x, 100, accuracy: 1e-9)
        XCTAssertEqual(s.duration, 3 + Timeline.hold, accuracy: 1e-9)
    }

    func testUnchangedValueLeavesTheTransactionsAnimation() throws {
        func view(_ x: Double) -> ViewNode {
            .modified(circle.frame(20, 20).offset(x, 0), .animation(.linear(duration: 2), value: trigger("same")))
        }
        let s = try scene([view(0), view(100)], [StateChange(time: 1, animation: .linear(duration: 1))])
        XCTAssertEqual(s.tree(at: 1.5).effects.offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(s.duration, 2 + Timeline.hold, accuracy: 1e-9)
    }

    func testNilAnimationMakesTheChangeImmediate() throws {
        func view(_ x: Double, _ key: String) -> ViewNode {
            .modified(circle.frame(20, 20).offset(x, 0), .animation(nil, value: trigger(key)))
        }
        let s = try scene([view(0, "a"), view(100, "b")], [StateChange(time: 1, animation: .linear(duration: 1))])
        XCTAssertEqual(s.tree(at: 1.25).effects.offset.x, 100)
    }

    func testAnimatesAChangeMadeWithoutAnimation() throws {
        func view(_ opacity: Double, _ key: String) -> ViewNode {
            .modified(.modified(circle, .opacity(opacity)), .animation(.linear(duration: 1), value: trigger(key)))
        }
        let s = try scene([view(0, "false"), view(1, "true")], [StateChange(time: 0.5, animation: nil)])
        XCTAssertEqual(s.tree(at: 0.75).effects.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(s.duration, 1.5 + Timeline.hold, accuracy: 1e-9)
    }

    /// SwiftUI applies the modifier to what is written before it: an offset written after it
    /// keeps the transaction's animation, while the frame (the view's own geometry) follows it.
    func testCoversOnlyModifiersWrittenBeforeIt() throws {
        func view(_ x: Double, _ width: Double, _ key: String) -> ViewNode {
            .modified(rectangle.frame(width, 20), .animation(.linear(duration: 4), value: trigger(key))).offset(x, 0)
        }
        let s = try scene(
            [view(0, 20, "a"), view(100, 60, "b")], [StateChange(time: 0, animation: .linear(duration: 1))])
        let mid = s.tree(at: 0.5)
        XCTAssertEqual(mid.effects.offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(mid.frame.width, 25, accuracy: 1e-9)
    }

    func testInnermostChangedModifierWins() throws {
        func view(_ x: Double, inner: String, outer: String) -> ViewNode {
            let inside = ViewNode.modified(circle.offset(x, 0), .animation(.linear(duration: 2), value: trigger(inner)))
            return .modified(inside, .animation(.linear(duration: 4), value: trigger(outer)))
        }
        let both = try scene(
            [view(0, inner: "a", outer: "a"), view(100, inner: "b", outer: "b")], [StateChange(time: 0, animation: nil)]
        )
        XCTAssertEqual(both.tree(at: 1).effects.offset.x, 50, accuracy: 1e-9)
        let outerOnly = try scene(
            [view(0, inner: "a", outer: "a"), view(100, inner: "a", outer: "b")], [StateChange(time: 0, animation: nil)]
        )
        XCTAssertEqual(outerOnly.tree(at: 1).effects.offset.x, 25, accuracy: 1e-9)
    }

    func testDeprecatedFormAppliesToEveryChange() throws {
        func view(_ x: Double) -> ViewNode {
            .modified(circle.offset(x, 0), .animation(.linear(duration: 2), value: nil))
        }
        let s = try scene([view(0), view(100)], [StateChange(time: 0, animation: nil)])
        XCTAssertEqual(s.tree(at: 0.5).effects.offset.x, 25, accuracy: 1e-9)
    }

    func testAncestorsModifierCoversChildren() throws {
        func view(_ y: Double, _ key: String) -> ViewNode {
            .modified(
                .stack(.z(alignment: .center), [circle.frame(10, 10).offset(0, y)]),
                .animation(.linear(duration: 2), value: trigger(key)))
        }
        let s = try scene([view(0, "a"), view(40, "b")], [StateChange(time: 0, animation: nil)])
        XCTAssertEqual(s.tree(at: 1).node(0)?.effects.offset.y ?? .nan, 20, accuracy: 1e-9)
    }

    /// `ForEach(0..<3) { i in … .animation(.easeOut.delay(Double(i) * 0.1), value: flag) }`.
    func testStaggeredDelays() throws {
        func view(_ flag: Bool) -> ViewNode {
            let dots = (0..<3).map { i -> ViewNode in
                let animation = AnimationTiming.easeOut(duration: 1).delay(Double(i) * 0.1)
                return .modified(
                    circle.frame(10, 10).offset(0, flag ? 100 : 0), .animation(animation, value: trigger("\(flag)")))
            }
            return .stack(.h(alignment: .center, spacing: nil), dots)
        }
        let s = try scene([view(false), view(true)], [StateChange(time: 0, animation: nil)])
        let tree = s.tree(at: 0.5)
        for i in 0..<3 {
            let expected = 100 * TimingCurve.easeOut.value(at: 0.5 - Double(i) * 0.1)
            XCTAssertEqual(tree.node(i)?.effects.offset.y ?? .nan, expected, accuracy: 1e-9, "dot \(i)")
        }
        XCTAssertEqual(s.tree(at: 0.05).node(1)?.effects.offset.y, 0)
        XCTAssertEqual(s.duration, 1.2 + Timeline.hold, accuracy: 1e-9)
    }
}
