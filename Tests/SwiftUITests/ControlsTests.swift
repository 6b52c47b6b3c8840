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
        XCTAssertEqual(
            lowered(SwiftUI.Button("Delete", role: .destructive) {}),
            .modified(text("Delete"), .foregroundColor(accent)))
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

    func testButtonStylesAreAcceptedAndButtonsDrawAsBefore() {
        struct Squish: ButtonStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                configuration.label.offset(y: configuration.isPressed ? 2 : 0)
            }
        }
        let expected = SceneGraph.View.modified(text("b"), .foregroundColor(accent))
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(.plain)), expected)
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(.borderedProminent)), expected)
        XCTAssertEqual(lowered(SwiftUI.Button("b") {}.buttonStyle(Squish()).controlSize(.large)), expected)
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
        XCTAssertEqual(lowered(Reader().disabled(true).preferredColorScheme(.dark)), text("off dark"))
        // `disabled(false)` does not enable what an ancestor disabled.
        XCTAssertEqual(lowered(Reader().disabled(false).disabled(true)), text("off light"))
        XCTAssertEqual(lowered(Reader().preferredColorScheme(nil)), text("on light"))
    }
}
