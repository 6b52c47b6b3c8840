import XCTest

@testable import SceneCompiler

/// `--preview NAME|N` and the previews of a `PreviewProvider` that holds several (issue 33, item 5).
final class ScenePreparationPreviewChoiceTests: XCTestCase {
    private func prepare(_ source: String, preview: String? = nil) throws -> PreparedScene {
        try ScenePreparation.prepare(source: source, path: "scenes/x.swift", rootView: nil, preview: preview)
    }

    private let macros = """
        struct A: View { var body: some View { Text("a") } }
        #Preview("Light") { A() }
        #Preview { A().padding() }
        #Preview("Dark") {
            A().preferredColorScheme(.dark)
        }
        """

    func testPreviewPicksAPreviewByNameOrNumber() throws {
        XCTAssertEqual(try prepare(macros).root, "#Preview at line 2")
        XCTAssertEqual(try prepare(macros, preview: "Dark").root, "#Preview at line 4")
        XCTAssertEqual(try prepare(macros, preview: "2").root, "#Preview at line 3")
        let dark = try prepare(macros, preview: "3")
        XCTAssertTrue(dark.entry.contains("    A().preferredColorScheme(.dark)\n"), dark.entry)
        XCTAssertFalse(dark.entry.contains("padding"), dark.entry)
    }

    func testAnUnknownPreviewIsAnErrorListingThePreviews() {
        XCTAssertThrowsError(try prepare(macros, preview: "Sepia")) { error in
            XCTAssertEqual(
                (error as? PreparationError)?.message,
                "no preview named 'Sepia' in the scene (its previews: 1 'Light' at line 2, 2 at line 3, "
                    + "3 'Dark' at line 4)")
        }
        XCTAssertThrowsError(try prepare(macros, preview: "4")) { error in
            XCTAssertEqual(
                (error as? PreparationError)?.message,
                "no preview number 4 in the scene (its previews: 1 'Light' at line 2, 2 at line 3, 3 'Dark' at line 4)")
        }
        XCTAssertThrowsError(try prepare("struct A: View { var body: some View { Text(\"a\") } }", preview: "1")) {
            error in
            XCTAssertEqual(
                (error as? PreparationError)?.message,
                "the scene has no preview to choose with '--preview': write a '#Preview { … }'")
        }
    }

    /// A provider's `previews` holding several views (in a `Group` or not) is several previews, as
    /// Xcode's canvas shows them, each chosen with `--preview` (the others left out of the compiled
    /// file); by default the provider is shown whole, everything its `previews` builds.
    func testAProvidersPreviewsAreChosenOneByOne() throws {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            struct A_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        A()
                        A().preferredColorScheme(.dark).previewDisplayName("Dark")
                    }
                }
            }
            """
        let whole = try prepare(source)
        XCTAssertEqual(whole.root, "A_Previews.previews")
        XCTAssertTrue(whole.entry.contains("        A_Previews.previews\n"), whole.entry)
        XCTAssertTrue(whole.source.contains("previewDisplayName"), whole.source)
        XCTAssertTrue(whole.source.contains("            A()\n"), whole.source)
        let first = try prepare(source, preview: "1")
        XCTAssertEqual(first.root, "A_Previews.previews (the one at line 5)")
        XCTAssertFalse(first.source.contains("previewDisplayName"), first.source)
        XCTAssertTrue(first.source.contains("            A()\n"), first.source)
        let dark = try prepare(source, preview: "Dark")
        XCTAssertEqual(dark.root, "A_Previews.previews (the one at line 6)")
        XCTAssertTrue(dark.source.contains("A().preferredColorScheme(.dark).previewDisplayName(\"Dark\")"))
        XCTAssertFalse(dark.source.contains("            A()\n"), dark.source)
        // Lines and columns are kept.
        XCTAssertEqual(
            dark.source.split(separator: "\n", omittingEmptySubsequences: false).count,
            source.split(separator: "\n", omittingEmptySubsequences: false).count + 2)
        // Without a Group, and numbered together with a #Preview after it.
        let loose = """
            struct A: View { var body: some View { Text("a") } }
            struct A_Previews: PreviewProvider {
                static var previews: some View {
                    A()
                    A().padding()
                }
            }
            #Preview("Last") { A() }
            """
        XCTAssertEqual(try prepare(loose, preview: "2").root, "A_Previews.previews (the one at line 5)")
        XCTAssertEqual(try prepare(loose, preview: "3").root, "#Preview at line 8")
        XCTAssertEqual(try prepare(loose, preview: "Last").root, "#Preview at line 8")
    }
}

/// A file written for iOS keeps its iOS code: `#if os(iOS)` holds, other platforms do not.
final class ScenePreparationPlatformTests: XCTestCase {
    func testIOSConditionsHoldAndOtherPlatformsDoNot() throws {
        let scene = try ScenePreparation.prepare(
            source: """
                struct A: View {
                    var body: some View {
                        #if os(iOS) || os(macOS)
                        Text("phone")
                        #elseif os(watchOS)
                        Text("watch")
                        #endif
                    }
                }
                """, path: "scenes/x.swift", rootView: nil)
        XCTAssertTrue(scene.source.contains("        #if true    || false    \n"), scene.source)
        XCTAssertTrue(scene.source.contains("        #elseif false      \n"), scene.source)
    }
}
