import XCTest

@testable import SceneCompiler

final class ScenePreparationTests: XCTestCase {
    private func prepare(_ source: String, view: String? = nil) throws -> PreparedScene {
        try ScenePreparation.prepare(source: source, path: "scenes/x.swift", rootView: view)
    }

    func testTheOneUnusedViewIsTheRoot() throws {
        let scene = try prepare(
            """
            import SwiftUI
            struct Row: View { var body: some View { Text("a") } }
            struct Screen: View { var body: some View { VStack { Row(); Row() } } }
            extension Screen { var extra: Int { 1 } }
            """)
        XCTAssertEqual(scene.root, "Screen()")
        XCTAssertTrue(scene.entry.contains("        Screen()\n"), scene.entry)
    }

    func testSeveralUnusedViewsAreAnErrorNamingThem() {
        XCTAssertThrowsError(
            try prepare(
                """
                struct A: View { var body: some View { Text("a") } }
                struct B: View { var body: some View { Text("b") } }
                """)
        ) { error in
            XCTAssertEqual((error as? PreparationError)?.message, "several views could be the root: 'A', 'B'")
            XCTAssertEqual((error as? PreparationError)?.rootCandidates, ["A", "B"])
        }
    }

    func testPreviewContentIsTheRootAtItsOwnLinesAndColumns() throws {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            #Preview("Dark") { A()
                .padding() }
            """
        let scene = try prepare(source)
        XCTAssertEqual(scene.root, "#Preview at line 2")
        // The preview is blanked in the copy (newlines kept) and moved to the entry, where its
        // first statement keeps its column and a #sourceLocation keeps its line.
        XCTAssertFalse(scene.source.contains("#Preview"))
        XCTAssertEqual(scene.source.split(separator: "\n", omittingEmptySubsequences: false).count, 5)
        XCTAssertTrue(scene.entry.contains("#sourceLocation(file: \"scenes/x.swift\", line: 2)\n"), scene.entry)
        XCTAssertTrue(scene.entry.contains("                   A()\n    .padding()"), scene.entry)
    }

    func testPreviewProviderGivesItsPreviews() throws {
        let scene = try prepare(
            """
            struct A: View { var body: some View { Text("a") } }
            struct A_Previews: PreviewProvider { static var previews: some View { A() } }
            """)
        XCTAssertEqual(scene.root, "A_Previews.previews")
    }

    func testViewFlagWinsAndUnknownNamesAreErrors() throws {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            struct B: View { var body: some View { Text("b") } }
            """
        XCTAssertEqual(try prepare(source, view: "B").root, "B()")
        XCTAssertThrowsError(try prepare(source, view: "C")) { error in
            XCTAssertEqual(
                (error as? PreparationError)?.message, "no view named 'C' in the scene (its views: 'A', 'B')")
        }
    }

    func testAppStructLosesItsMainAttribute() throws {
        let scene = try prepare(
            """
            struct A: View { var body: some View { Text("a") } }
            @main
            struct MyApp: App { var body: some Scene { WindowGroup { A() } } }
            """)
        XCTAssertEqual(scene.root, "MyApp (App)")
        XCTAssertFalse(scene.source.contains("@main"))
        XCTAssertTrue(scene.entry.contains("_zoetropeSceneProgram(app: MyApp.init())"))
    }

    /// `import SwiftUI` (a view pasted without its imports), then the user's path.
    func testCopyStartsWithTheUsersPath() throws {
        let scene = try prepare("struct A: View { var body: some View { Text(\"a\") } }")
        XCTAssertTrue(
            scene.source.hasPrefix("import SwiftUI\n#sourceLocation(file: \"scenes/x.swift\", line: 1)\n"), scene.source
        )
    }
}

extension ScenePreparationTests {
    func testImportsOfModulesTheSwiftUIModuleShadowsAreBlanked() throws {
        let scene = try prepare(
            """
            import SwiftUI
            import Foundation
            import Combine
            struct A: View { var body: some View { Text("\\(Date())") } }
            """)
        let lines = scene.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[4], "import Combine")
        XCTAssertEqual(lines.count, 6)
    }
}

extension ScenePreparationTests {
    /// Files pasted one after the other each bring their preview: the one showing the root wins.
    func testOfSeveralPreviewsTheOneShowingTheUnusedViewIsRendered() throws {
        let scene = try prepare(
            """
            struct Part: View { var body: some View { Text("a") } }
            struct Part_Previews: PreviewProvider { static var previews: some View { Part() } }
            struct Whole: View { var body: some View { Part() } }
            struct Whole_Previews: PreviewProvider { static var previews: some View { Whole() } }
            """)
        XCTAssertEqual(scene.root, "Whole_Previews.previews")
        let unshown = try prepare(
            """
            struct Part: View { var body: some View { Text("a") } }
            #Preview { Part() }
            struct Other: View { var body: some View { Text("b") } }
            #Preview { Other() }
            struct Whole: View { var body: some View { VStack { Part(); Other() } } }
            """)
        XCTAssertEqual(unshown.root, "Whole()")
    }
}
