import XCTest

final class RasterTestsPlaceholder: XCTestCase { func testNothing() {} }
