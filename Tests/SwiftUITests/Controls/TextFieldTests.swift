import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `TextField`, `SecureField` and `TextEditor` at rest, as iOS 17 shows them before anyone
/// touches the screen: the text (or the placeholder, in the placeholder colour), one line high,
/// filling the width, in the text field style set above.
final class TextFieldTests: XCTestCase {
    /// iOS's placeholder colour (`UIColor.placeholderText`): 60, 60, 67 at 30 %, light mode.
    private let placeholder = RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
    /// A body line's height, as a `Text` in body is laid out.
    private var bodyLine: Double { LaidOutView(SwiftUI.Text("Xg")).frame("Xg")?.height ?? 0 }

    func testEmptyFieldShowsItsTitleAsPlaceholderAndFillsTheWidth() {
        let field = SwiftUI.TextField("Email", text: .constant("")).background(SwiftUI.Color.red)
        let view = LaidOutView(field)
        XCTAssertTrue(view.texts.contains("Email"), "\(view.texts)")
        XCTAssertEqual(view.color(ofText: "Email"), placeholder)
        XCTAssertEqual(view.frame("Email")?.minX, 0, "the placeholder at the leading edge")
        let box = view.frame(filledWith: .red)
        XCTAssertEqual(box?.width, 390, "the field fills the width offered")
        XCTAssertEqual(box?.height ?? 0, bodyLine, accuracy: 0.01, "one body line high")
        // The string form draws the same.
        assertSameDrawing(
            SwiftUI.TextField("Email", text: .constant("")),
            SwiftUI.TextField(String("Email"), text: .constant("")), canvas: Size(width: 200, height: 40))
    }

    func testTextIsDrawnInTheLabelColourAndThePromptIsThePlaceholder() {
        let filled = LaidOutView(SwiftUI.TextField("Email", text: .constant("tim@example.com")))
        XCTAssertEqual(filled.texts.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, ["tim@example.com"])
        XCTAssertEqual(filled.color(ofText: "tim@example.com"), RGBAColor.black)
        let prompted = LaidOutView(
            SwiftUI.TextField("Email", text: .constant(""), prompt: SwiftUI.Text("you@example.com")))
        XCTAssertTrue(prompted.texts.contains("you@example.com"))
        XCTAssertFalse(prompted.texts.contains("Email"), "the prompt replaces the title")
        // A prompt's own colour wins over the placeholder colour.
        let red = LaidOutView(
            SwiftUI.TextField("E", text: .constant(""), prompt: SwiftUI.Text("p").foregroundColor(.red)))
        XCTAssertEqual(red.color(ofText: "p"), SwiftUI.Color.red.resolved)
        // A view-builder label is the placeholder when there is no prompt.
        let labelled = LaidOutView(SwiftUI.TextField(text: .constant("")) { SwiftUI.Text("Name") })
        XCTAssertEqual(labelled.color(ofText: "Name"), placeholder)
        // The iOS 13 forms draw the same field.
        let legacy = LaidOutView(
            SwiftUI.TextField("Name", text: .constant("Tim"), onEditingChanged: { _ in }, onCommit: {}))
        XCTAssertTrue(legacy.texts.contains("Tim"))
    }

    func testSecureFieldDrawsBullets() {
        let view = LaidOutView(SwiftUI.SecureField("Password", text: .constant("hunter2")))
        XCTAssertTrue(view.texts.contains("•••••••"), "\(view.texts)")
        XCTAssertFalse(view.texts.contains("hunter2"))
        XCTAssertEqual(
            LaidOutView(SwiftUI.SecureField("Password", text: .constant(""))).color(ofText: "Password"), placeholder)
    }

    func testValueFieldsShowTheValueFormatted() {
        let format = LaidOutView(SwiftUI.TextField("Amount", value: .constant(1234.5), format: .number))
        XCTAssertTrue(format.texts.contains("1,234.5"), "\(format.texts)")
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let formatted = LaidOutView(SwiftUI.TextField("Count", value: .constant(98765), formatter: formatter))
        XCTAssertTrue(formatted.texts.contains("98,765"), "\(formatted.texts)")
        let empty = LaidOutView(
            SwiftUI.TextField("Age", value: .constant(Int?.none), format: .number, prompt: SwiftUI.Text("years")))
        XCTAssertEqual(empty.color(ofText: "years"), placeholder)
    }

    func testRoundedBorderStyleLightAndDark() {
        let field = SwiftUI.TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
        let light = LaidOutView(field)
        // UIKit's rounded rect: the text 7 pt in, 34 pt high for body text, on the tertiary
        // system background (white in light mode, 44, 44, 46 in dark mode).
        let fill = light.frame(filledWith: .white)
        XCTAssertEqual(fill?.width, 390)
        XCTAssertEqual(fill?.height ?? 0, bodyLine + 14, accuracy: 0.01)
        XCTAssertEqual(light.frame("Email")?.minX, 7)
        let dark = LaidOutView(field.environment(\.colorScheme, .dark))
        XCTAssertEqual(
            dark.frame(filledWith: SwiftUI.Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))?.width, 390)
        // The border: a hairline of the opaque separator (198, 198, 200) at the edge.
        let drawn = DrawnView(
            SwiftUI.TextField("", text: .constant("")).textFieldStyle(.roundedBorder).padding(10),
            canvas: Size(width: 200, height: 60))
        let edge = drawn.rgba(100, 10)
        XCTAssertLessThan(edge[0], 250, "a grey line at the top edge: \(edge)")
        XCTAssertEqual(drawn.rgba(100, 27), Ink.white, "white inside")
        // `.plain` and `.automatic` draw the bare field.
        assertSameDrawing(
            SwiftUI.TextField("E", text: .constant("")).textFieldStyle(.plain),
            SwiftUI.TextField("E", text: .constant("")), canvas: Size(width: 100, height: 40))
        assertDifferentDrawingOfBorder(field)
    }

    private func assertDifferentDrawingOfBorder<V: SwiftUI.View>(_ bordered: V) {
        assertDifferentDrawing(
            bordered, SwiftUI.TextField("Email", text: .constant("")), canvas: Size(width: 200, height: 60))
    }

    /// A scene's own style is given the bare field, as on iOS (`_body(configuration:)`).
    func testCustomTextFieldStyle() {
        struct Boxed: TextFieldStyle {
            func _body(configuration: SwiftUI.TextField<Self._Label>) -> some SwiftUI.View {
                configuration.padding(10).background(SwiftUI.Color.red)
            }
        }
        let view = LaidOutView(SwiftUI.SecureField("Pin", text: .constant("12")).textFieldStyle(Boxed()))
        XCTAssertTrue(view.texts.contains("••"))
        XCTAssertEqual(view.frame(filledWith: .red)?.height ?? 0, bodyLine + 20, accuracy: 0.01)
        XCTAssertEqual(view.frame("••")?.minX, 10)
    }

    func testVerticalFieldReservesTheLowerBoundOfItsLineLimit() {
        let three = LaidOutView(SwiftUI.Text("a\nb\nc")).frame("a\nb\nc")?.height ?? 0
        let field = SwiftUI.TextField("Bio", text: .constant(""), axis: .vertical)
            .lineLimit(3...6).background(SwiftUI.Color.red)
        XCTAssertEqual(LaidOutView(field).frame(filledWith: .red)?.height ?? 0, three, accuracy: 0.01)
        let one = SwiftUI.TextField("Bio", text: .constant(""), axis: .vertical).background(SwiftUI.Color.red)
        XCTAssertEqual(LaidOutView(one).frame(filledWith: .red)?.height ?? 0, bodyLine, accuracy: 0.01)
        // The text wraps onto more lines, up to the limit.
        let long = String(repeating: "word ", count: 60)
        let capped = SwiftUI.TextField("Bio", text: .constant(long), axis: .vertical)
            .lineLimit(2).background(SwiftUI.Color.red)
        let two = LaidOutView(SwiftUI.Text("a\nb")).frame("a\nb")?.height ?? 0
        XCTAssertEqual(LaidOutView(capped).frame(filledWith: .red)?.height ?? 0, two, accuracy: 0.01)
    }

    func testTextEditorFillsWhatItIsOfferedWithItsTextTopLeading() {
        let view = LaidOutView(
            SwiftUI.TextEditor(text: .constant("Notes")).background(SwiftUI.Color.red),
            canvas: Size(width: 300, height: 200))
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 0, y: 0, width: 300, height: 200))
        // UITextView's insets: 5 pt at the sides (lineFragmentPadding), 8 pt above.
        XCTAssertEqual(view.frame("Notes")?.minX ?? 0, 5, accuracy: 1e-9)
        XCTAssertEqual(view.frame("Notes")?.minY ?? 0, 8, accuracy: 1e-9)
    }

    func testFieldsCenterTheirTextWithMultilineTextAlignment() {
        let view = LaidOutView(SwiftUI.TextField("Code", text: .constant("")).multilineTextAlignment(.center))
        let frame = view.frame("Code")
        XCTAssertEqual(frame?.midX ?? 0, 195, accuracy: 0.5)
    }

    /// The text-input modifiers compile and change nothing drawn.
    func testTextInputModifiersChangeNothing() {
        struct Form: SwiftUI.View {
            @FocusState var focused: Bool
            var body: some SwiftUI.View {
                SwiftUI.TextField("Email", text: .constant(""))
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocapitalization(.none)
                    .autocorrectionDisabled()
                    .disableAutocorrection(true)
                    .submitLabel(.next)
                    .onSubmit {}
                    .focused($focused)
                    .scrollDismissesKeyboard(.interactively)
                    .keyboardShortcut(.defaultAction)
            }
        }
        assertSameDrawing(
            Form(), SwiftUI.TextField("Email", text: .constant("")), canvas: Size(width: 200, height: 40))
    }
}
