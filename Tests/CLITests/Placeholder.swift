import XCTest

final class CLITestsPlaceholder: XCTestCase { func testNothing() {} }
