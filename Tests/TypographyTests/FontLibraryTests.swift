import Foundation
import XCTest

@testable import Typography

final class FontLibraryTests: XCTestCase {
    func testMissingDirectoryNamesFileDirectoryAndPackage() {
        let library = FontLibrary(directories: ["/nonexistent/fonts"])
        XCTAssertThrowsError(try library.systemFont(size: 17, weight: 700)) { error in
            XCTAssertEqual(
                "\(error)",
                "font file Inter-Bold.otf not found in /nonexistent/fonts (install the Debian package fonts-inter)"
            )
        }
    }

    func testMissingFileListsEverySearchedDirectory() {
        let library = FontLibrary(directories: ["/nonexistent/a", "/nonexistent/b"])
        XCTAssertThrowsError(try library.systemFont(size: 28, weight: 400)) { error in
            XCTAssertEqual(
                (error as? FontError)?.description,
                "font file InterDisplay-Regular.otf not found in /nonexistent/a, /nonexistent/b"
                    + " (install the Debian package fonts-inter)")
        }
    }

    func testInvalidSizeIsAnError() {
        let library = FontLibrary()
        for size in [-1, Double.nan, Double.infinity] {
            XCTAssertThrowsError(try library.systemFont(size: size, weight: 400), "size \(size)") {
                error in
                XCTAssertEqual(
                    "\(error)",
                    "invalid font size \(size) (expected a finite size of 0 points or more)")
            }
        }
    }

    func testSameFontAndSizeIsCached() throws {
        let library = FontLibrary()
        let first = try library.systemFont(size: 17, weight: 400)
        let second = try library.systemFont(size: 17, weight: 400)
        let other = try library.systemFont(size: 18, weight: 400)
        XCTAssertTrue(first === second)
        XCTAssertFalse(first === other)
        // Sizes of one file share the opened file (and its outline cache).
        XCTAssertTrue(first.typeface === other.typeface)
    }

    func testFirstDirectoryWithTheFileWins() throws {
        let inter = "/usr/share/fonts/opentype/inter"
        let library = FontLibrary(directories: [
            "/nonexistent", inter, "/usr/share/fonts/truetype/nanum",
        ])
        XCTAssertEqual(library.locate("Inter-Regular.otf"), "\(inter)/Inter-Regular.otf")
        XCTAssertEqual(
            library.locate("NanumGothic.ttf"), "/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
        XCTAssertNil(library.locate("Missing.otf"))
        XCTAssertNil(library.locate("../inter/Inter-Regular.otf"))
        XCTAssertNil(library.locate(""))
    }

    func testUnreadableFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        try Data("not a font".utf8).write(to: directory.url.appendingPathComponent("Inter-Regular.otf"))
        let library = FontLibrary(directories: [directory.url.path])
        XCTAssertThrowsError(try library.systemFont(size: 17, weight: 400)) { error in
            let text = "\(error)"
            XCTAssertTrue(
                text.hasPrefix("cannot read font file \(directory.url.path)/Inter-Regular.otf: "), text)
        }
    }
}

/// A fresh directory under the system's temporary directory, removed on deinit.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "TypographyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Links `names` from `directory` into this directory.
    func link(_ names: [String], from directory: String) throws {
        for name in names {
            try FileManager.default.createSymbolicLink(
                atPath: url.appendingPathComponent(name).path, withDestinationPath: "\(directory)/\(name)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
