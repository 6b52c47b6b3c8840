import XCTest
final class SceneGraphTestsPlaceholder: XCTestCase { func testNothing() {} }
