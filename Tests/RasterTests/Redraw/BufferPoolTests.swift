import XCTest

@testable import Raster

final class BufferPoolTests: XCTestCase {
    func testSizeClassesWasteAtMostAQuarter() {
        XCTAssertEqual(BufferPool.sizeClass(1), 1)
        XCTAssertEqual(BufferPool.sizeClass(1000), 1024)
        XCTAssertEqual(BufferPool.sizeClass(1025), 1280)
        XCTAssertEqual(BufferPool.sizeClass(1_500_000), 1_572_864)
        for bytes in stride(from: 9, through: 5_000_000, by: 997) {
            let size = BufferPool.sizeClass(bytes)
            XCTAssertGreaterThanOrEqual(size, bytes)
            XCTAssertLessThanOrEqual(Double(size), Double(bytes) * 1.25 + 1, "\(bytes)")
            XCTAssertEqual(BufferPool.sizeClass(size), size, "a class is its own class")
        }
    }

    /// A returned block serves the next request of its class; beyond the budget blocks go back
    /// to the system.
    func testReturnedBlocksAreReusedWithinTheBudget() {
        let pool = BufferPool(budget: 300_000)
        let a = pool.allocate(bytes: 200_000)
        let b = pool.allocate(bytes: 200_000)
        pool.release(a, bytes: 200_000)
        pool.release(b, bytes: 200_000)  // over the budget: freed
        XCTAssertEqual(pool.allocate(bytes: 199_000), a, "same class")
        let c = pool.allocate(bytes: 200_000)
        XCTAssertNotEqual(c, a)
        pool.release(c, bytes: 200_000)
        // Small blocks are never kept.
        let small = pool.allocate(bytes: 100)
        pool.release(small, bytes: 100)
    }

    func testSurfacesComeBackTransparent() {
        let pool = BufferPool(budget: 1 << 20)
        let rect = PixelRect(x: -3, y: 5, width: 200, height: 100)
        let first = pool.surface(rect)
        first.pixels.update(repeating: 0xAB, count: rect.area * 4)
        pool.release(first)
        let second = pool.surface(rect)
        XCTAssertEqual(second.pixels, first.pixels, "reused")
        XCTAssertTrue((0..<(rect.area * 4)).allSatisfy { second.pixels[$0] == 0 })
        pool.release(second)
    }
}
