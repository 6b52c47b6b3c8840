import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Button`: its label drawn in the accent colour; actions never run (nothing taps a video).
final class ButtonTests: XCTestCase {
    private let accent = SwiftUI.Color.accentColor.resolved

    func testButtonWithATitleDrawsTheTextInTheAccentColour() {
        XCTAssertEqual(LaidOutView(SwiftUI.Button("Edit") {}).color(ofText: "Edit"), accent)
        let title = "Save"
        XCTAssertEqual(LaidOutView(SwiftUI.Button(title) {}).color(ofText: "Save"), accent)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Button(role: .cancel, action: {}) { SwiftUI.Text("c") }).color(ofText: "c"), accent)
    }

    /// A destructive button is red, whatever the tint.
    func testDestructiveButtonIsRed() {
        let red = SystemColor.named("red")
        XCTAssertEqual(LaidOutView(SwiftUI.Button("Delete", role: .destructive) {}).color(ofText: "Delete"), red)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Button("Delete", role: .destructive) {}.tint(.green)).color(ofText: "Delete"), red)
    }

    /// A label's own colour wins; several views stack vertically.
    func testButtonLabelsAreTintedAndSeveralViewsStackVertically() throws {
        let one = SwiftUI.Button(action: {}) { SwiftUI.Text("a").foregroundColor(.red) }
        XCTAssertEqual(LaidOutView(one).color(ofText: "a"), SwiftUI.Color.red.resolved)
        let two = LaidOutView(
            SwiftUI.Button {
            } label: {
                SwiftUI.Text("Play")
                SwiftUI.Text("Now")
            })
        XCTAssertEqual(two.color(ofText: "Now"), accent)
        let play = try XCTUnwrap(two.frame("Play"))
        let now = try XCTUnwrap(two.frame("Now"))
        XCTAssertGreaterThan(now.minY, play.maxY)
        XCTAssertEqual(now.midX, play.midX, accuracy: 1e-9)
    }

    func testButtonActionsNeverRun() throws {
        struct Counter: SwiftUI.View {
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View { SwiftUI.Button("\(count)") { count += 1 } }
        }
        let scene = try evaluate { Counter() }
        XCTAssertEqual(try scene.texts, [["0"]])
        XCTAssertEqual(scene.timeline.transactions, [])
    }

    func testButtonWithASystemImageDrawsATintedLabel() throws {
        let view = LaidOutView(SwiftUI.Button("Add", systemImage: "plus", action: {}, line: 1, column: 1))
        XCTAssertEqual(view.color(ofText: "Add"), accent)
        let symbolOnly = try XCTUnwrap(DrawnView(SwiftUI.Image(systemName: "plus", line: 1, column: 1)).inkBounds())
        let button = try XCTUnwrap(
            DrawnView(
                SwiftUI.Button("Add", systemImage: "plus", action: {}, line: 1, column: 1),
                canvas: Size(width: 200, height: 100)
            ).inkBounds())
        XCTAssertGreaterThan(button.width, symbolOnly.width + 20, "the symbol beside the title")
    }

    /// `.plain` leaves the label as it is; `.borderless` and `.automatic` tint it.
    func testPlainButtonStyleDoesNotTint() {
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(.plain), SwiftUI.Text("b"))
        assertDifferentDrawing(SwiftUI.Button("b") {}, SwiftUI.Text("b"))
        XCTAssertEqual(LaidOutView(SwiftUI.Button("b") {}.buttonStyle(.borderless)).color(ofText: "b"), accent)
        XCTAssertEqual(LaidOutView(SwiftUI.Button("b") {}.buttonStyle(.automatic)).color(ofText: "b"), accent)
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(.borderless), SwiftUI.Button("b") {})
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(.automatic), SwiftUI.Button("b") {})
    }

    /// A custom style's body is the button: its label is the button's label, never pressed,
    /// with the button's role.
    func testCustomButtonStyleDrawsItsBodyWithTheLabel() {
        struct Squish: ButtonStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                configuration.label.offset(y: configuration.isPressed ? 2 : 0)
                    .opacity(configuration.role == .destructive ? 0.5 : 1)
            }
        }
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(Squish()), SwiftUI.Text("b"))
        assertSameDrawing(
            SwiftUI.Button("b", role: .destructive) {}.buttonStyle(Squish()), SwiftUI.Text("b").opacity(0.5))
        assertDifferentDrawing(SwiftUI.Text("b").opacity(0.5), SwiftUI.Text("b"))
    }

    /// A style's `@Environment` properties read the button's environment.
    func testButtonStyleReadsTheEnvironment() {
        struct Faded: ButtonStyle {
            @SwiftUI.Environment(\.isEnabled) var isEnabled
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                configuration.label.opacity(isEnabled ? 1 : 0.5)
            }
        }
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(Faded()), SwiftUI.Text("b"))
        assertSameDrawing(SwiftUI.Button("b") {}.buttonStyle(Faded()).disabled(true), SwiftUI.Text("b").opacity(0.5))
    }

    /// The nearest style wins; a primitive style's configuration has the label too.
    func testNearestButtonStyleWins() throws {
        struct Framed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                configuration.label.padding(3).background(SwiftUI.Color.red)
            }
        }
        let framed = SwiftUI.Button("b") {}.buttonStyle(Framed()).buttonStyle(.plain)
        assertSameDrawing(framed, SwiftUI.Text("b").padding(3).background(SwiftUI.Color.red))
        let view = LaidOutView(framed)
        let label = try XCTUnwrap(view.frame("b"))
        XCTAssertEqual(view.frame(filledWith: .red)?.width, label.width + 6)
    }
}
