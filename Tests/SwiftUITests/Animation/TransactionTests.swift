import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.transaction(_:)`: its closure is given the transaction of the changes below and what it
/// leaves there is how they animate (`animation = nil`: at once; `disablesAnimations`: the
/// `.animation(_:value:)` modifiers below do not replace the animation).
final class TransactionTests: XCTestCase {
    /// A square that moves 40 points right at 1 s, in `withAnimation(.linear(duration: 1))`
    /// (or without it), with `wrap` around it (given whether it has moved).
    private struct Slider: SwiftUI.View {
        var animated = true
        var wrap: (SwiftUI.AnyView, Bool) -> SwiftUI.AnyView
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            wrap(SwiftUI.AnyView(SwiftUI.Color.red.frame(width: 10, height: 10).offset(x: moved ? 40 : 0)), moved)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        if animated {
                            SwiftUI.withAnimation(.linear(duration: 1)) { moved = true }
                        } else {
                            moved = true
                        }
                    }
                }
        }
    }

    /// The square's left edge at 1.5 s: 45 before the move, 85 after it, 65 halfway through a
    /// one-second linear move.
    private func edge<V: SwiftUI.View>(
        animated: Bool = true, _ wrap: @escaping (SwiftUI.AnyView, Bool) -> V
    ) throws -> Double? {
        let slider = Slider(animated: animated) { view, moved in SwiftUI.AnyView(wrap(view, moved)) }
        return try AnimatedView(slider, canvas: Size(width: 100, height: 100)).drawing(at: 1.5)
            .inkBounds(threshold: 128)?.minX
    }

    func testNoAnimationMovesAtOnce() throws {
        XCTAssertEqual(try edge { view, _ in view }, 65, "withAnimation's own")
        XCTAssertEqual(try edge { view, _ in view.transaction { $0.animation = nil } }, 85)
    }

    func testTheClosureSeesAndReplacesTheAnimation() throws {
        XCTAssertEqual(try edge { view, _ in view.transaction { $0.animation = .linear(duration: 2) } }, 55)
        XCTAssertEqual(try edge { view, _ in view.transaction { $0.animation = $0.animation?.speed(2) } }, 85)
        XCTAssertEqual(try edge { view, _ in view.transaction { $0.animation = $0.animation?.delay(0.5) } }, 45)
        // A change made without an animation is given nil, and animates with what is set.
        XCTAssertEqual(
            try edge(animated: false) { view, _ in view.transaction { $0.animation = .linear(duration: 1) } }, 65)
        XCTAssertEqual(
            try edge(animated: false) { view, _ in
                view.transaction { $0.animation = $0.animation == nil ? .linear(duration: 2) : nil }
            }, 55)
    }

    /// Modifiers apply from the outermost in: an `.animation` inside a `.transaction` replaces
    /// what it set, one outside it is what the closure is given.
    func testModifiersApplyFromTheOutside() throws {
        XCTAssertEqual(
            try edge { view, moved in
                view.animation(.linear(duration: 2), value: moved).transaction { $0.animation = nil }
            }, 55)
        XCTAssertEqual(
            try edge { view, moved in
                view.transaction { $0.animation = nil }.animation(.linear(duration: 2), value: moved)
            }, 85)
    }

    /// `disablesAnimations` keeps the `.animation(_:value:)` modifiers below from replacing the
    /// transaction's animation.
    func testDisablesAnimationsIgnoresImplicitAnimationsBelow() throws {
        XCTAssertEqual(try edge { view, moved in view.animation(.linear(duration: 2), value: moved) }, 55)
        XCTAssertEqual(
            try edge { view, moved in
                view.animation(.linear(duration: 2), value: moved).transaction { $0.disablesAnimations = true }
            }, 65)
    }

    func testATransactionWarnsNoMore() throws {
        XCTAssertEqual(try warnings { SwiftUI.Color.red.transaction { $0.animation = nil } }, [])
    }
}
