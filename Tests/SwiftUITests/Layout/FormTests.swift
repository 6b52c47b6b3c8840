import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Form`: on iPhone, the grouped form, which iOS draws as an inset grouped list whatever list
/// style is set around it.
final class FormTests: XCTestCase {
    func testFormIsAnInsetGroupedList() {
        let form = SwiftUI.Form {
            SwiftUI.Section("Fruit") { SwiftUI.Text("A") }
        }
        let list = SwiftUI.List {
            SwiftUI.Section("Fruit") { SwiftUI.Text("A") }
        }.listStyle(.insetGrouped)
        let canvas = Size(width: 390, height: 200)
        assertSameDrawing(form, list, canvas: canvas)
        assertSameDrawing(form, form.listStyle(.plain), canvas: canvas)
        assertSameDrawing(form, form.formStyle(.grouped), canvas: canvas)
        assertSameDrawing(form, form.formStyle(.automatic), canvas: canvas)
    }

    /// The columns style is drawn as the grouped one, with a warning at its line.
    func testColumnsFormStyleWarns() throws {
        let line = #line + 1
        let found = try locatedWarnings { SwiftUI.Form { SwiftUI.Text("A") }.formStyle(.columns) }
        XCTAssertEqual(
            found.map(\.message),
            [
                "'.formStyle(.columns)' is drawn as '.grouped' by Zoetrope (Apple does not document its look on iPhone)"
            ])
        XCTAssertEqual(found.first?.location?.line, line)
    }

    /// A scene's own form style draws its body from the configuration.
    func testCustomFormStyle() {
        struct Boxed: FormStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.VStack { configuration.content }.padding(30)
            }
        }
        let view = LaidOutView(SwiftUI.Form { SwiftUI.Text("A") }.formStyle(Boxed()))
        XCTAssertEqual(view.texts, ["A"])
    }

    /// In dark mode a form is the dark inset grouped list: black behind (systemGroupedBackground),
    /// the rows' box 28, 28, 30 (secondarySystemGroupedBackground), the text white.
    func testDarkMode() throws {
        let form = SwiftUI.Form {
            SwiftUI.Section("Fruit") { SwiftUI.Text("A") }
        }
        .environment(\.colorScheme, .dark)
        let canvas = Size(width: 390, height: 200)
        assertSameDrawing(
            form,
            SwiftUI.List { SwiftUI.Section("Fruit") { SwiftUI.Text("A") } }.listStyle(.insetGrouped)
                .environment(\.colorScheme, .dark), canvas: canvas)
        let view = LaidOutView(form, canvas: canvas)
        let a = try XCTUnwrap(view.frame("A"))
        XCTAssertEqual(view.color(ofText: "A"), SwiftUI.Color.white.resolved)
        let drawn = DrawnView(form, canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, Int(a.midY)), [0, 0, 0, 255])
        XCTAssertEqual(drawn.rgba(300, Int(a.midY)), [28, 28, 30, 255])
    }
}
