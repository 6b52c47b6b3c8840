import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.contentTransition`: how a text whose content changes goes from the old to the new.
final class ContentTransitionTests: XCTestCase {
    private struct Counter: SwiftUI.View {
        var transition: SwiftUI.ContentTransition
        @SwiftUI.State var n = 7
        var body: some SwiftUI.View {
            SwiftUI.Text("\(n)").contentTransition(transition)
                .onAppear { withAnimation(.linear(duration: 1)) { n = 8 } }
        }
    }

    /// `.numericText()` draws the old and the new digit while it rolls, and the new one after.
    func testNumericTextShowsBothDigitsWhileRolling() throws {
        let scene = try AnimatedView(Counter(transition: .numericText()))
        XCTAssertEqual(try evaluate { Counter(transition: .numericText()) }.texts, [["7"], ["8"]])
        XCTAssertEqual(Set(scene.layout(at: 0.5).texts), ["7", "8"])
        XCTAssertEqual(scene.layout(at: 1).texts, ["8"])
    }

    /// `.identity` swaps the content at once, out of the animation.
    func testIdentitySwapsAtOnce() throws {
        let scene = try AnimatedView(Counter(transition: .identity))
        XCTAssertEqual(scene.layout(at: 0.5).texts, ["8"])
    }

    private struct Score: SwiftUI.View {
        var countsDown = false
        @SwiftUI.State var n = 17
        var body: some SwiftUI.View {
            SwiftUI.Text("\(n)").font(.system(size: 40)).contentTransition(
                .numericText(countsDown: countsDown)
            )
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(.linear(duration: 1)) { n = 18 } }
        }
    }

    /// The ink drawn at `t` in the columns of `frame`: its top and bottom rows (nil: none).
    private func inkRows(_ scene: AnimatedView, at t: Double, columns frame: Rect) -> (top: Int, bottom: Int)? {
        let drawn = scene.drawing(at: t)
        var rows: [Int] = []
        for y in 0..<100 {
            for x in Int(frame.minX.rounded(.up))..<Int(frame.maxX.rounded(.down)) where drawn.alpha(x, y) > 20 {
                rows.append(y)
                break
            }
        }
        guard let top = rows.min(), let bottom = rows.max() else { return nil }
        return (top, bottom)
    }

    /// `.numericText()` rolls the digits that change, as SwiftUI does: the "1" of 17 → 18 stays
    /// in its place, unfaded, while the 7 moves up and out as the 8 comes up from below (so mid-way
    /// ink reaches above and below the digits at rest); counting down rolls the other way.
    func testNumericTextRollsTheDigitsThatChange() throws {
        let scene = try AnimatedView(Score(), canvas: Size(width: 100, height: 100))
        let rest = scene.layout(at: 2)
        let one = try XCTUnwrap(rest.frame("1"), "each character is drawn on its own")
        let eight = try XCTUnwrap(rest.frame("8"))
        XCTAssertEqual(rest.texts, ["1", "8"])
        let ones = scene.layout(at: 0.5).frames("1")
        XCTAssertEqual(ones.count, 1, "one 1 drawn mid-way, not an old and a new one")
        let oneMidway = try XCTUnwrap(ones.first)
        XCTAssertEqual(oneMidway.minY, one.minY, accuracy: 1e-9, "the 1 does not roll")
        let oneInk = try XCTUnwrap(inkRows(scene, at: 0.5, columns: oneMidway))
        let oneAtRest = try XCTUnwrap(inkRows(scene, at: 2, columns: one))
        XCTAssertEqual([oneInk.top, oneInk.bottom], [oneAtRest.top, oneAtRest.bottom])
        let rolling = scene.drawing(at: 0.5)
        let opaque = (0..<100).contains { y in
            (Int(oneMidway.minX)..<Int(oneMidway.maxX.rounded(.up))).contains { rolling.alpha($0, y) == 255 }
        }
        XCTAssertTrue(opaque, "the 1 is not faded")
        let atRest = try XCTUnwrap(inkRows(scene, at: 2, columns: eight))
        let moving = try XCTUnwrap(inkRows(scene, at: 0.5, columns: eight))
        XCTAssertLessThan(moving.top, atRest.top - 5, "the 7 leaving upwards")
        XCTAssertGreaterThan(moving.bottom, atRest.bottom + 5, "the 8 coming from below")
        XCTAssertEqual(Set(scene.layout(at: 0.5).texts), ["1", "7", "8"])

        let down = try AnimatedView(Score(countsDown: true), canvas: Size(width: 100, height: 100))
        let early = try XCTUnwrap(inkRows(down, at: 0.25, columns: eight))
        let late = try XCTUnwrap(inkRows(down, at: 0.75, columns: eight))
        XCTAssertLessThan(early.top, atRest.top - 5, "the 8 coming from above")
        XCTAssertGreaterThan(late.bottom, atRest.bottom + 5, "the 7 leaving downwards")
    }
}
