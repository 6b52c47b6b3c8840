import XCTest

final class ZoetropeTestsPlaceholder: XCTestCase { func testNothing() {} }
