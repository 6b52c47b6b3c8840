import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Gestures, presentations, toolbars and accessibility: a video has no touches, so they draw
/// nothing; `disabled` and `preferredColorScheme` set the environment.
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
        assertSameDrawing(view, SwiftUI.Text("t"))
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
        XCTAssertEqual(LaidOutView(Reader()).texts, ["on light"])
        let dark = LaidOutView(Reader().disabled(true).preferredColorScheme(.dark))
        XCTAssertEqual(dark.texts, ["off dark"])
        // Drawn in dark mode's label colour, white (at the root, the scheme the preference sets).
        XCTAssertEqual(dark.color(ofText: "off dark"), .white)
        // `disabled(false)` does not enable what an ancestor disabled.
        XCTAssertEqual(LaidOutView(Reader().disabled(false).disabled(true)).texts, ["off light"])
        XCTAssertEqual(LaidOutView(Reader().preferredColorScheme(nil)).texts, ["on light"])
    }
}
