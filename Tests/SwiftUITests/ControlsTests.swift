import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class ControlsTests: XCTestCase {
    private let accent = SystemColor.named("blue") ?? .black
    private let at = SourceLocation(line: 1, column: 1)

    private func symbol(_ name: String) -> SceneGraph.View { .symbol(SymbolView(name: name, location: at)) }

    func testButtonWithATitleDrawsTheTextInTheAccentColour() {
        XCTAssertEqual(lowered(SwiftUI.Button("Edit") {}), .modified(text("Edit"), .foregroundColor(accent)))
        let title = "Save"
        XCTAssertEqual(lowered(SwiftUI.Button(title) {}), .modified(text("Save"), .foregroundColor(accent)))
    }

    /// A destructive button is red, whatever the tint.
    func testDestructiveButtonIsRed() {
        let red = SystemColor.named("red") ?? .black
        XCTAssertEqual(
            lowered(SwiftUI.Button("Delete", role: .destructive) {}), .modified(text("Delete"), .foregroundColor(red)))
        XCTAssertEqual(
            lowered(SwiftUI.Button("Delete", role: .destructive) {}.tint(.green)),
            .modified(text("Delete"), .foregroundColor(red)))
    }

    func testButtonLabelsAreTintedAndSeveralViewsStackVertically() {
        let one = SwiftUI.Button(action: {}) { SwiftUI.Text("a").foregroundColor(.red) }
        XCTAssertEqual(
            lowered(one),
            .modified(
                .modified(text("a"), .foregroundColor(SystemColor.named("red") ?? .black)), .foregroundColor(accent)))
        let two = SwiftUI.Button {
        } label: {
            SwiftUI.Image(systemName: "play.fill", line: 1, column: 1)
            SwiftUI.Text("Play")
        }
        XCTAssertEqual(
            lowered(two),
            .modified(
                .stack(.v(alignment: .center, spacing: nil), [symbol("play.fill"), text("Play")]),
                .foregroundColor(accent)))
        let role = SwiftUI.Button(role: .cancel, action: {}) { SwiftUI.Text("c") }
        XCTAssertEqual(lowered(role), .modified(text("c"), .foregroundColor(accent)))
    }

    func testButtonActionsNeverRun() throws {
        struct Counter: SwiftUI.View {
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View { SwiftUI.Button("\(count)") { count += 1 } }
        }
        let scene = try evaluate { Counter() }
        XCTAssertEqual(scene.snapshots, [.modified(text("0"), .foregroundColor(accent))])
        XCTAssertEqual(scene.timeline.transactions, [])
    }

    func testLabelIsTheSymbolBesideTheTitle() {
        XCTAssertEqual(
            lowered(SwiftUI.Label("Reload", systemImage: "arrow.clockwise", line: 1, column: 1)),
            .stack(.h(alignment: .center, spacing: nil), [symbol("arrow.clockwise"), text("Reload")]))
        XCTAssertEqual(
            lowered(SwiftUI.Label("Photo", image: "cat", line: 1, column: 1)),
            .stack(.h(alignment: .center, spacing: nil), [.image(ImageView(name: "cat", location: at)), text("Photo")]))
        let built = SwiftUI.Label {
            SwiftUI.Text("t")
        } icon: {
            SwiftUI.Image(systemName: "star", line: 1, column: 1)
        }
        XCTAssertEqual(lowered(built), .stack(.h(alignment: .center, spacing: nil), [symbol("star"), text("t")]))
    }

    func testButtonWithASystemImageDrawsATintedLabel() {
        XCTAssertEqual(
            lowered(SwiftUI.Button("Add", systemImage: "plus", action: {}, line: 1, column: 1)),
            .modified(
                .stack(.h(alignment: .center, spacing: nil), [symbol("plus"), text("Add")]), .foregroundColor(accent)))
    }

    /// `.plain` leaves the label as it is; `.borderless` and `.automatic` tint it.
    func testPlainButtonStyleDoesNotTint() {
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(.plain)), text("b"))
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(.borderless)), lowered(SwiftUI.Button("b") {}))
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(.automatic)), lowered(SwiftUI.Button("b") {}))
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
        XCTAssertEqual(
            lowered(SwiftUI.Button("b") {}.buttonStyle(Squish())),
            lowered(SwiftUI.Text("b").offset(y: 0).opacity(1)))
        XCTAssertEqual(
            lowered(SwiftUI.Button("b", role: .destructive) {}.buttonStyle(Squish())),
            lowered(SwiftUI.Text("b").offset(y: 0).opacity(0.5)))
    }

    /// A style's `@Environment` properties read the button's environment.
    func testButtonStyleReadsTheEnvironment() {
        struct Faded: ButtonStyle {
            @SwiftUI.Environment(\.isEnabled) var isEnabled
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                configuration.label.opacity(isEnabled ? 1 : 0.5)
            }
        }
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(Faded())), lowered(SwiftUI.Text("b").opacity(1)))
        XCTAssertEqual(
            lowered(SwiftUI.Button("b") {}.buttonStyle(Faded()).disabled(true)), lowered(SwiftUI.Text("b").opacity(0.5))
        )
    }

    /// The nearest style wins; a primitive style's configuration has the label too.
    func testNearestButtonStyleWins() {
        struct Framed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View { configuration.label.padding(3) }
        }
        XCTAssertEqual(
            lowered(SwiftUI.Button("b") {}.buttonStyle(Framed()).buttonStyle(.plain)),
            lowered(SwiftUI.Text("b").padding(3)))
    }

    /// `.labelStyle`: the icon alone, the title alone, or a style's own body.
    func testLabelStyles() {
        func label() -> some SwiftUI.View { SwiftUI.Label("Star", systemImage: "star", line: 1, column: 1) }
        XCTAssertEqual(lowered(label().labelStyle(.iconOnly)), symbol("star"))
        XCTAssertEqual(lowered(label().labelStyle(.titleOnly)), text("Star"))
        XCTAssertEqual(lowered(label().labelStyle(.titleAndIcon)), lowered(label()))
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.VStack {
                    configuration.icon
                    configuration.title
                }
            }
        }
        XCTAssertEqual(
            lowered(label().labelStyle(Stacked())),
            .stack(.v(alignment: .center, spacing: nil), [symbol("star"), text("Star")]))
    }
}

final class InteractionTests: XCTestCase {
    /// Gestures, presentations, toolbars and accessibility leave the view as it is.
    func testIgnoredModifiersLeaveTheViewUnchanged() {
        @SwiftUI.GestureState var drag = CGSize.zero
        let shown = SwiftUI.Binding.constant(false)
        let view = SwiftUI.Text("t")
            .onTapGesture {}
            .onTapGesture(count: 2) {}
            .onLongPressGesture {}
            .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
            .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
            .simultaneousGesture(TapGesture().onEnded {})
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).sequenced(before: TapGesture()))
            .sheet(isPresented: shown) { SwiftUI.Text("s") }
            .fullScreenCover(isPresented: shown) { SwiftUI.Text("f") }
            .alert("Oops", isPresented: shown) {
                SwiftUI.Button("OK") {}
            } message: {
                SwiftUI.Text("m")
            }
            .confirmationDialog("Sure?", isPresented: shown, titleVisibility: .visible) { SwiftUI.Button("Yes") {} }
            .popover(isPresented: shown) { SwiftUI.Text("p") }
            .toolbar { ToolbarItem(placement: .topBarTrailing) { SwiftUI.Button("Edit") {} } }
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden()
            .navigationDestination(for: Int.self) { SwiftUI.Text("\($0)") }
            .accessibilityLabel("label")
            .accessibilityHidden(true)
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityElement(children: .combine)
            .contentShape(SwiftUI.Rectangle())
            .allowsHitTesting(false)
            .help("h")
            .keyboardShortcut(.defaultAction)
            .statusBar(hidden: true)
            .statusBarHidden()
            .hoverEffect(.lift)
            .searchable(text: .constant(""))
            .swipeActions { SwiftUI.Button("x") {} }
            .contextMenu { SwiftUI.Button("x") {} }
            .scrollDisabled(true)
            .scrollIndicators(.hidden)
            .refreshable {}
            .onSubmit {}
            .sensoryFeedback(.impact(intensity: 0.8), trigger: 1)
        XCTAssertEqual(lowered(view), text("t"))
        XCTAssertEqual(drag, .zero)
    }

    func testDisabledAndPreferredColorSchemeSetTheEnvironment() throws {
        struct Reader: SwiftUI.View {
            @SwiftUI.Environment(\.isEnabled) var isEnabled
            @SwiftUI.Environment(\.colorScheme) var colorScheme
            var body: some SwiftUI.View {
                SwiftUI.Text("\(isEnabled ? "on" : "off") \(colorScheme == .dark ? "dark" : "light")")
            }
        }
        XCTAssertEqual(lowered(Reader()), text("on light"))
        // Dark mode's label colour, white, is handed to SceneGraph (at the root, the scheme the
        // preference sets).
        XCTAssertEqual(
            lowered(Reader().disabled(true).preferredColorScheme(.dark)),
            .modified(text("off dark"), .foregroundColor(.white)))
        // `disabled(false)` does not enable what an ancestor disabled.
        XCTAssertEqual(lowered(Reader().disabled(false).disabled(true)), text("off light"))
        XCTAssertEqual(lowered(Reader().preferredColorScheme(nil)), text("on light"))
    }
}
