import Foundation
import Media
import XCTest

/// Choosing the root as a user does (issue 33, item 5): `--preview NAME|N` among a file's
/// previews, and a root view that needs arguments built with obvious values.
final class CLIPreviewChoiceTests: CLITestCase {
    private let previews = """
        import SwiftUI
        struct Swatch: View {
            var color: Color
            var body: some View { color }
        }
        #Preview("Blue") { Swatch(color: .blue) }
        struct Swatch_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Swatch(color: .red)
                    Swatch(color: .green).previewDisplayName("Green")
                }
            }
        }
        """

    /// The centre pixel of the frame `flags` render.
    private func centre(_ scene: String, _ flags: [String]) throws -> [UInt8] {
        let out = file("p.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "20x20", "--scale", "1"] + flags)
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        let i = (10 * image.width + 10) * 4
        return Array(image.premultipliedRGBA[i..<i + 4])
    }

    func testPreviewPicksByNameOrNumberAndTheFirstIsTheDefault() throws {
        let scene = try writeScene("previews.swift", previews)
        XCTAssertEqual(try centre(scene, []), [0, 122, 255, 255])
        XCTAssertEqual(try centre(scene, ["--preview", "2"]), [255, 59, 48, 255])
        XCTAssertEqual(try centre(scene, ["--preview", "Green"]), [52, 199, 89, 255])
        XCTAssertEqual(try centre(scene, ["--preview", "1"]), [0, 122, 255, 255])
    }

    /// iOS 18's `@Previewable` state in a `#Preview`: the view gets its binding, at its value.
    func testPreviewableStateInAPreview() throws {
        let scene = try writeScene(
            "previewable.swift",
            """
            import SwiftUI
            struct Lamp: View {
                @Binding var on: Bool
                var body: some View { on ? Color.green : Color.red }
            }
            #Preview {
                @Previewable @State var on = true
                Lamp(on: $on)
            }
            """)
        XCTAssertEqual(try centre(scene, []), [52, 199, 89, 255])
    }

    func testAnUnknownPreviewIsAnErrorListingThem() throws {
        let scene = try writeScene("previews.swift", previews)
        let r = try run(["frame", scene, "--time", "0", "-o", file("p.png"), "--preview", "Dark"])
        XCTAssertEqual(r.status, 65)
        XCTAssertEqual(
            r.stderr,
            "\(scene): error: no preview named 'Dark' in the scene (its previews: 1 'Blue' at line 6, "
                + "2 at line 10, 3 'Green' at line 11)\n")
        let both = try run(["frame", scene, "--time", "0", "-o", file("p.png"), "--preview", "1", "--view", "Swatch"])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(
            both.stderr.contains("'--view' and '--preview' choose the root in two ways: give one of them"),
            both.stderr)
    }

    /// A navigation path and a range have obvious values too; the one warning, at the view's
    /// declaration, says what was passed.
    func testARootNeedingAPathAndARangeIsBuiltWithObviousValues() throws {
        let scene = try writeScene(
            "detail.swift",
            """
            import SwiftUI
            struct Detail: View {
                @Binding var path: NavigationPath
                let range: ClosedRange<Double>
                var body: some View { Color.orange.opacity(range.upperBound) }
            }
            """)
        let r = try run(["frame", scene, "--time", "0", "-o", file("d.png"), "--size", "20x20", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "\(scene):2:8: warning: 'Detail' needs arguments: it is shown as "
                + "Detail(path: .constant(NavigationPath()), range: 0...1) (add a '#Preview { … }' to choose them)\n"
                + "struct Detail: View {\n       ^\n")
    }
}
