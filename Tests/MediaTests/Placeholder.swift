import XCTest

final class MediaTestsPlaceholder: XCTestCase { func testNothing() {} }
