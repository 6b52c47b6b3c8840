import XCTest

final class TypographyTestsPlaceholder: XCTestCase { func testNothing() {} }
