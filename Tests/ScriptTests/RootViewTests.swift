import XCTest

@testable import Script

/// Which view a scene renders: the one named, else the one view no other declaration uses.
final class RootViewTests: XCTestCase {
    private let twoRoots = """
        struct Row: View { var body: some View { Text("row") } }
        struct First: View { var body: some View { Row() } }
        struct Second: View { var body: some View { Text("second") } }
        struct Model { let title = "x" }
        struct First_Previews: PreviewProvider {
            static var previews: some View { Second() }
        }
        """

    private func load(_ source: String, rootView: String?) -> Result<String, SceneError> {
        Result { () throws(SceneError) -> String in
            try SceneLoader.load(source: source, path: "s.swift", canvas: phone, rootView: rootView).viewName
        }
    }

    func testSeveralCandidatesAreListed() {
        XCTAssertEqual(
            loadError(twoRoots),
            "scene.swift:0:0: error: several views could be the root: 'First', 'Second'; choose one with --view First\n"
        )
    }

    func testTheNamedViewIsRendered() throws {
        XCTAssertEqual(try load(twoRoots, rootView: "Second").get(), "Second")
        XCTAssertEqual(try load(twoRoots, rootView: "Row").get(), "Row")
    }

    func testTheNameMustBeAViewOfTheScene() {
        XCTAssertThrowsError(try load(twoRoots, rootView: "Model").get()) { error in
            XCTAssertEqual(
                (error as? SceneError)?.diagnostics.map(\.message),
                ["'Model' is not a view; the root must be a 'struct Model: View'"])
        }
        XCTAssertThrowsError(try load(twoRoots, rootView: "Secnod").get()) { error in
            XCTAssertEqual(
                (error as? SceneError)?.diagnostics.map(\.message),
                ["no view named 'Secnod' in the scene (did you mean 'Second'?)"])
        }
    }

    /// Previews, plain structs and views used only by previews do not change the choice.
    func testTheOneUnusedViewIsTheRoot() throws {
        let source = twoRoots.replacingOccurrences(of: "Text(\"row\")", with: "Second()")
        XCTAssertEqual(try load(source, rootView: nil).get(), "First")
        XCTAssertEqual(try SceneLoader.load(source: source, path: "s.swift", canvas: phone).viewName, "First")
    }

    /// When every view is used by another (a cycle), the first is rendered.
    func testEveryViewUsedPicksTheFirst() throws {
        let source = """
            struct A: View { var flag = false; var body: some View { if flag { B() } else { Text("a") } } }
            struct B: View { var body: some View { A(flag: false) } }
            """
        XCTAssertEqual(try load(source, rootView: nil).get(), "A")
    }
}
