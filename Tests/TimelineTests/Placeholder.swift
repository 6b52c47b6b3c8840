import XCTest
final class TimelineTestsPlaceholder: XCTestCase { func testNothing() {} }
