import XCTest

@testable import Typography

final class FontLibrarySystemFontTests: XCTestCase {
    let library = FontLibrary.shared

    func testTextCutBelowTwentyPointsDisplayCutFromTwenty() throws {
        XCTAssertEqual(try library.systemFont(size: 19.9, weight: 400).fileName, "Inter-Regular.otf")
        XCTAssertEqual(
            try library.systemFont(size: 20, weight: 400).fileName, "InterDisplay-Regular.otf")
        XCTAssertEqual(
            try library.systemFont(size: 34, weight: 400).fileName, "InterDisplay-Regular.otf")
        XCTAssertEqual(try library.systemFont(size: 0, weight: 400).fileName, "Inter-Regular.otf")
    }

    func testNamedWeights() throws {
        let expected = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
            600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
        ]
        for (weight, name) in expected {
            XCTAssertEqual(try library.systemFont(size: 17, weight: weight).fileName, "Inter-\(name).otf")
            XCTAssertEqual(
                try library.systemFont(size: 22, weight: weight).fileName, "InterDisplay-\(name).otf")
        }
    }

    func testWeightsBetweenNamesTakeTheNearest() throws {
        let cases = [
            (449, "Regular"), (450, "Medium"), (451, "Medium"), (350, "Light"), (650, "Bold"),
            (0, "Thin"), (-40, "Thin"), (Int.min, "Thin"), (1000, "Black"), (Int.max, "Black"),
        ]
        for (weight, name) in cases {
            XCTAssertEqual(
                try library.systemFont(size: 17, weight: weight).fileName, "Inter-\(name).otf",
                "weight \(weight)")
        }
    }

    func testMissingWeightFallsBackToNearestInstalled() throws {
        let directory = try TemporaryDirectory()
        try directory.link(
            ["Inter-Regular.otf", "Inter-Black.otf"], from: "/usr/share/fonts/opentype/inter")
        let library = FontLibrary(directories: [directory.url.path])
        XCTAssertEqual(try library.systemFont(size: 17, weight: 700).fileName, "Inter-Black.otf")
        XCTAssertEqual(try library.systemFont(size: 17, weight: 600).fileName, "Inter-Regular.otf")
        XCTAssertEqual(try library.systemFont(size: 17, weight: 100).fileName, "Inter-Regular.otf")
        // Only the text cut is installed: the Display cut is reported missing, by its best name.
        XCTAssertThrowsError(try library.systemFont(size: 20, weight: 700)) { error in
            XCTAssertEqual(
                "\(error)",
                "font file InterDisplay-Bold.otf not found in \(directory.url.path)"
                    + " (install the Debian package fonts-inter)")
        }
    }
}
