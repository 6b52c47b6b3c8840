import XCTest

@testable import Zoetrope

/// `PathComponents` gives what `NSString`'s path functions give, on the paths those trap on too.
final class PathComponentsTests: XCTestCase {
    func testFolderAndName() {
        let cases: [(String, String, String)] = [
            ("a/b", "a", "b"), ("/a", "/", "a"), ("a", "", "a"), ("a/", "", "a"), ("/", "/", "/"), ("", "", ""),
            ("x", "", "x"), ("-", "", "-"), ("a//b//", "a", "b"), ("//x", "/", "x"), ("/a/b/c.png", "/a/b", "c.png"),
            ("./x", ".", "x"), ("../", "", ".."),
        ]
        for (path, folder, name) in cases {
            XCTAssertEqual(PathComponents.folder(path), folder, "folder of '\(path)'")
            XCTAssertEqual(PathComponents.name(path), name, "name of '\(path)'")
        }
    }
}
