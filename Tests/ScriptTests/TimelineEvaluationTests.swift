import SceneGraph
import Timeline
import XCTest

@testable import Script

/// State changes in `onAppear`, `asyncAfter` and `withAnimation` become transactions, each
/// followed by a snapshot (DESIGN.md §4).
final class TimelineEvaluationTests: XCTestCase {
    private let flag = "    @State private var on = false"

    /// The opacity each snapshot gives the root view.
    private func opacities(_ scene: LoadedScene) -> [Double?] {
        scene.snapshots.map { view in
            modifiers(of: view).compactMap { if case .opacity(let o) = $0 { o } else { nil } }.first
        }
    }

    func testChangeInOnAppearWithoutAnimationShowsFromTheFirstFrame() throws {
        let scene = try loadScene(
            SceneSource.opacity(on: "on ? 1 : 0", appear: "on = true", members: flag))
        XCTAssertEqual(scene.timeline.transactions, [Transaction(time: 0, animation: nil)])
        XCTAssertEqual(opacities(scene), [0, 1])
    }

    func testWithAnimationWithoutArgumentUsesTheDefault() throws {
        let scene = try loadScene(
            SceneSource.opacity(on: "on ? 1 : 0", appear: "withAnimation { on.toggle() }", members: flag))
        XCTAssertEqual(scene.timeline.transactions, [Transaction(time: 0, animation: .default)])
        XCTAssertEqual(scene.timeline.transactions.first?.animation, .easeInOut(duration: 0.35))
    }

    func testUnanimatedChangesBeforeAnAnimationAreCommittedFirst() throws {
        let members = flag + "\n    @State private var level = 0.0"
        let scene = try loadScene(
            SceneSource.opacity(
                on: "on ? level : 0.5",
                appear: "on = true\n withAnimation(.linear(duration: 2)) { level = 1 }\n level = 0.25",
                members: members))
        XCTAssertEqual(
            scene.timeline.transactions,
            [
                Transaction(time: 0, animation: nil), Transaction(time: 0, animation: .linear(duration: 2)),
                Transaction(time: 0, animation: nil),
            ])
        XCTAssertEqual(opacities(scene), [0.5, 0, 1, 0.25])
    }

    func testAssigningTheSameValueIsNoTransaction() throws {
        let scene = try loadScene(
            SceneSource.opacity(on: "on ? 1 : 0", appear: "on = false\n withAnimation { on = false }", members: flag))
        XCTAssertEqual(scene.timeline.transactions, [])
        XCTAssertEqual(scene.snapshots.count, 1)
    }

    func testScheduledClosuresRunInTimeOrderThenSchedulingOrder() throws {
        let members = "    @State private var value = 0.0"
        let appear = """
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { value = 0.2 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            value = 0.1
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { value = 0.3 }
                        }
                        DispatchQueue.main.async { withAnimation(.easeOut) { value = 0.05 } }
            """
        let scene = try loadScene(SceneSource.opacity(on: "value", appear: appear, members: members))
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0, 1, 2, 2])
        XCTAssertEqual(scene.timeline.transactions.first?.animation, .easeOut())
        XCTAssertEqual(opacities(scene), [0, 0.05, 0.1, 0.2, 0.3])
    }

    func testAnimationModifiers() throws {
        let members = "    @State private var value = 0.0"
        let appear = """
            withAnimation(.easeInOut(duration: 2).delay(0.5).speed(2)) { value = 0.5 }
                        withAnimation(Animation.linear.repeatCount(3, autoreverses: false)) { value = 0.7 }
                        withAnimation(.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).repeatForever()) { value = 1 }
            """
        let scene = try loadScene(SceneSource.opacity(on: "value", appear: appear, members: members))
        XCTAssertEqual(
            scene.timeline.transactions.map(\.animation),
            [
                Animation.easeInOut(duration: 2).delay(0.5).speed(2),
                Animation.linear().repeatCount(3, autoreverses: false),
                Animation(curve: TimingCurve(0.1, 0.2, 0.3, 0.4), duration: 1).repeatForever(),
            ])
    }

    func testNestedWithAnimation() throws {
        let members = "    @State private var a = 0.0\n    @State private var b = 0.0"
        let appear = "withAnimation(.easeIn) {\n a = 0.5\n withAnimation(.easeOut) { b = 0.5 }\n a = 1 }"
        let scene = try loadScene(SceneSource.opacity(on: "a + b", appear: appear, members: members))
        XCTAssertEqual(
            scene.timeline.transactions.map(\.animation), [.easeIn(), .easeOut(), .easeIn()])
        XCTAssertEqual(opacities(scene), [0, 0.5, 1, 1.5])
    }

    func testFunctionsCanDriveTheTimeline() throws {
        let members = """
                @State private var step = 0
                func advance() {
                    withAnimation { step += 1 }
                    if step < 3 {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: advance)
                    }
                }
            """
        let scene = try loadScene(SceneSource.opacity(on: "Double(step)", appear: "advance()", members: members))
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0, 0.5, 1])
        XCTAssertEqual(opacities(scene), [0, 1, 2, 3])
    }

    func testEachSubviewKeepsItsOwnState() throws {
        let source = """
            struct Badge: View {
                let title: String
                @State private var shown = false
                var body: some View {
                    Text(title)
                        .opacity(shown ? 1 : 0)
                        .onAppear { withAnimation(.linear(duration: 2)) { shown = true } }
                }
            }

            struct Main: View {
                var body: some View {
                    VStack {
                        Badge(title: "A")
                        Badge(title: "B")
                    }
                }
            }
            """
        let scene = try loadScene(source)
        XCTAssertEqual(scene.timeline.transactions.count, 2)
        let shown = scene.snapshots.map { snapshot in
            children(of: snapshot).map { modifiers(of: $0).first }
        }
        XCTAssertEqual(
            shown,
            [
                [.opacity(0), .opacity(0)], [.opacity(1), .opacity(0)], [.opacity(1), .opacity(1)],
            ])
    }
}

/// Scenes with one animated `opacity` on a circle.
enum SceneSource {
    static func opacity(on value: String, appear: String, members: String) -> String {
        """
        struct Animated: View {
        \(members)
            var body: some View {
                Circle()
                    .opacity(\(value))
                    .onAppear {
                        \(appear)
                    }
            }
        }
        """
    }
}

extension TimelineEvaluationTests {
    func testDeadlinesWithDispatchTimeIntervals() throws {
        let members = "    @State private var value = 0.0"
        let appear = """
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { value = 0.5 }
                        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .seconds(2), execute: { value = 1 })
            """
        let scene = try loadScene(SceneSource.opacity(on: "value", appear: appear, members: members))
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0.25, 2])
    }
}
