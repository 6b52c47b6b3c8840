import Geometry
import Timeline
import XCTest

@testable import SwiftUI

/// `UIViewPropertyAnimator` on the scene clock: its animation blocks run when it starts, in a
/// transaction with its curve, and its completions once its duration has passed.
final class UIViewPropertyAnimatorTests: XCTestCase {
    private struct Root: SwiftUI.View {
        @SwiftUI.State var open = false
        @SwiftUI.State var finished = false
        let delay: Double
        var body: some SwiftUI.View {
            SwiftUI.Text(finished ? "done" : open ? "open" : "closed")
                .onAppear {
                    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { open = true }
                    animator.addCompletion { position in finished = position == .end }
                    animator.startAnimation(afterDelay: delay)
                }
        }
    }

    func testItsBlocksAnimateWithItsCurveAndItsCompletionsRunAfterItsDuration() throws {
        let scene = try evaluate({ Root(delay: 0.25) }, duration: 2)
        XCTAssertEqual(
            scene.timeline.transactions,
            [StateChange(time: 0.25, animation: .linear(duration: 0.5)), StateChange(time: 0.75, animation: nil)])
        XCTAssertEqual(try scene.texts.last, ["done"])
    }

    func testRunningPropertyAnimatorStartsAtOnceOnItsSpringOrCurve() throws {
        let spring = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7)
        XCTAssertEqual(spring.animation, .spring(duration: 0.4, bounce: 0.3))
        XCTAssertEqual(spring.state, .inactive)
        let curve = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
        XCTAssertEqual(curve.animation, .timingCurve(0.2, 0, 0.8, 1, duration: 1))
    }
}
