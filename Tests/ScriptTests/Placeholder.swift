import XCTest

final class ScriptTestsPlaceholder: XCTestCase { func testNothing() {} }
