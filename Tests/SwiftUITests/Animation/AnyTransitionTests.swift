import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `AnyTransition`: how a view comes and goes — a red 20-point square inserted (or removed) at
/// 0 s, linearly over 1 s, in the middle of a 100-point canvas (40…60), drawn at times.
final class AnyTransitionTests: XCTestCase {
    private struct Toggled: SwiftUI.View {
        var transition: AnyTransition
        @SwiftUI.State var shown: Bool
        init(_ transition: AnyTransition, removing: Bool) {
            self.transition = transition
            _shown = SwiftUI.State(initialValue: removing)
        }
        var body: some SwiftUI.View {
            SwiftUI.ZStack {
                if shown { SwiftUI.Color.red.frame(width: 20, height: 20).transition(transition) }
            }
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }

    private func drawn(_ transition: AnyTransition, removing: Bool = false, at t: Double = 0.5) throws -> DrawnView {
        try AnimatedView(Toggled(transition, removing: removing), canvas: Size(width: 100, height: 100)).drawing(at: t)
    }

    /// Two transitions that draw the same, inserting and removing.
    private func assertSame(
        _ a: AnyTransition, _ b: AnyTransition, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for removing in [false, true] {
            let (x, y) = (try drawn(a, removing: removing), try drawn(b, removing: removing))
            XCTAssertFalse(x.isBlank, file: file, line: line)
            XCTAssertTrue(x.pixels == y.pixels, removing ? "removing" : "inserting", file: file, line: line)
        }
    }

    private let square = Rect(x: 40, y: 40, width: 20, height: 20)

    func testOpacityIdentityAndScale() throws {
        XCTAssertEqual(try drawn(.opacity).alpha(50, 50), 128, accuracy: 1)
        XCTAssertEqual(try drawn(.opacity, removing: true).alpha(50, 50), 128, accuracy: 1)
        XCTAssertEqual(try drawn(.identity).bounds(of: Ink.red), square, "in at once")
        XCTAssertEqual(try drawn(.scale).bounds(of: Ink.red), Rect(x: 45, y: 45, width: 10, height: 10), "half size")
        XCTAssertEqual(
            try drawn(.scale(scale: 0.5, anchor: .topLeading)).bounds(of: Ink.red),
            Rect(x: 40, y: 40, width: 15, height: 15), "from half size at the top-leading corner: 0.75")
    }

    /// Moves: from an edge, by an offset, the slide (in from the leading edge, out by the trailing).
    func testMovesAndOffsets() throws {
        XCTAssertEqual(try drawn(.offset(x: 4), at: 0).bounds(of: Ink.red), Rect(x: 44, y: 40, width: 20, height: 20))
        XCTAssertEqual(
            try drawn(.offset(CGSize(width: -3, height: 7)), at: 0).bounds(of: Ink.red),
            Rect(x: 37, y: 47, width: 20, height: 20))
        XCTAssertEqual(try drawn(.offset(x: 4), at: 1).bounds(of: Ink.red), square)
        let fromBottom = try XCTUnwrap(try drawn(.move(edge: .bottom)).bounds(of: Ink.red))
        XCTAssertEqual([fromBottom.minX, fromBottom.width], [40, 20])
        XCTAssertGreaterThan(fromBottom.minY, 40, "below its place")
        try assertSame(.slide, .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
        XCTAssertLessThan(try XCTUnwrap(try drawn(.slide).inkBounds()).minX, 40)
        XCTAssertGreaterThan(try XCTUnwrap(try drawn(.slide, removing: true).inkBounds()).minX, 40)
    }

    func testAsymmetricAndCombined() throws {
        let both = AnyTransition.asymmetric(insertion: .scale, removal: .opacity)
        XCTAssertTrue(try drawn(both).pixels == drawn(.scale).pixels)
        XCTAssertTrue(try drawn(both, removing: true).pixels == drawn(.opacity, removing: true).pixels)
        let slidingFade = try drawn(AnyTransition.slide.combined(with: .opacity))
        let ink = try XCTUnwrap(slidingFade.inkBounds())
        XCTAssertLessThan(ink.minX, 40, "sliding")
        XCTAssertEqual(slidingFade.alpha(Int(ink.midX), 50), 128, accuracy: 1, "and fading")
    }

    /// iOS 16's push: in from the edge, out towards the opposite one, fading both ways.
    func testPushMovesInFromAnEdgeAndOutTowardsTheOpposite() throws {
        try assertSame(
            .push(from: .top),
            .asymmetric(
                insertion: .move(edge: .top).combined(with: .opacity),
                removal: .move(edge: .bottom).combined(with: .opacity)))
        try assertSame(
            .push(from: .trailing),
            .asymmetric(
                insertion: .move(edge: .trailing).combined(with: .opacity),
                removal: .move(edge: .leading).combined(with: .opacity)))
    }

    /// `AnyTransition.modifier`: the view drawn with the active body's effects when the
    /// transition starts, the identity body's when it ends.
    func testModifierTransitionDrawsBothBodies() throws {
        struct Turn: SwiftUI.ViewModifier {
            let degrees: Double
            func body(content: Content) -> some SwiftUI.View {
                content.rotationEffect(.degrees(degrees), anchor: .topLeading).opacity(0.5)
            }
        }
        let turn = AnyTransition.modifier(active: Turn(degrees: -90), identity: Turn(degrees: 0))
        func still(_ degrees: Double) -> DrawnView {
            DrawnView(
                SwiftUI.Color.red.frame(width: 20, height: 20).modifier(Turn(degrees: degrees))
                    .frame(width: 100, height: 100))
        }
        XCTAssertTrue(try drawn(turn, at: 0).pixels == still(-90).pixels)
        XCTAssertTrue(try drawn(turn, at: 1).pixels == still(0).pixels)
        XCTAssertFalse(try drawn(turn, at: 0).pixels == drawn(turn, at: 1).pixels)
        XCTAssertTrue(
            try drawn(turn.combined(with: .opacity), at: 0).isBlank, "combined with a fade from nothing")
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
            scene.timeline.transactions, [StateChange(time: 0.5, animation: .easeOut(duration: 1))])
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
    /// iOS 17's blur replace: half-way in, the square is partly transparent, blurred past its
    /// edges and smaller than its place; `.downUp` leaves smaller, `.upUp` larger; settled, it
    /// is the plain square.
    func testBlurReplaceBlursScalesAndFades() throws {
        let coming = try drawn(.blurReplace)
        XCTAssertLessThan(coming.alpha(50, 50), 200, "fading in")
        XCTAssertGreaterThan(coming.alpha(50, 50), 60)
        let ink = try XCTUnwrap(coming.inkBounds(threshold: 8))
        XCTAssertLessThan(ink.minX, 40, "blurred past the square's edge")
        XCTAssertLessThan(coming.alpha(41, 50), coming.alpha(50, 50) - 20, "soft edges: smaller and blurred")
        XCTAssertTrue(try drawn(.blurReplace, at: 1).pixels == drawn(.identity, at: 1).pixels, "settled: the square")
        try assertSame(.blurReplace, .blurReplace(.downUp))
        // Leaving: scaled down (.downUp) or up (.upUp) at the same blur and opacity, so the
        // larger one spreads further.
        let down = try XCTUnwrap(try drawn(.blurReplace(.downUp), removing: true).inkBounds(threshold: 8))
        let up = try XCTUnwrap(try drawn(.blurReplace(.upUp), removing: true).inkBounds(threshold: 8))
        XCTAssertGreaterThan(up.width, down.width + 2)
        XCTAssertTrue(
            try drawn(.blurReplace(.upUp)).pixels == drawn(.blurReplace(.downUp)).pixels, "both come in growing")
    }

    /// A `GeometryEffect` in a custom transition: its `animatableData` interpolates and
    /// `effectValue(size:)` is asked again, so the square half-way moves half its width.
    func testGeometryEffectTransitionInterpolatesItsData() throws {
        struct Shift: SwiftUI.GeometryEffect {
            var animatableData: CGFloat
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: animatableData * size.width, y: 0))
            }
        }
        let shift = AnyTransition.modifier(active: Shift(animatableData: 1), identity: Shift(animatableData: 0))
        XCTAssertEqual(try drawn(shift, at: 0).bounds(of: Ink.red), Rect(x: 60, y: 40, width: 20, height: 20))
        XCTAssertEqual(try drawn(shift, at: 0.5).bounds(of: Ink.red), Rect(x: 50, y: 40, width: 20, height: 20))
        XCTAssertEqual(try drawn(shift, at: 1).bounds(of: Ink.red), square)
    }
}
