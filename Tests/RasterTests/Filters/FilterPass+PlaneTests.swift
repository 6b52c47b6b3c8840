import Geometry
import XCTest

@testable import Raster

final class FilterPassPlaneTests: XCTestCase {
    /// Planes come from the buffer pool with whatever an earlier user left in them: reducing a
    /// surface sets every cell, so a shadow drawn over recycled garbage is the shadow drawn over
    /// fresh memory.
    func testAShadowDoesNotDependOnRecycledPlanes() {
        let commands = [
            fill(rectPath(0, 0, 200, 200), .solid(RGBAColor(white: 0.9))),
            layer(
                [fill(circlePath(90, 90, 60), .solid(RGBAColor(red: 0.2, green: 0.4, blue: 0.9)))],
                filters: [.shadow(color: RGBAColor(white: 0, alpha: 0.6), sigma: 4, offset: Point(x: 6, y: 6))]),
        ]
        let caches = RenderCaches()
        let fresh = render(commands, width: 200, height: 200, caches: caches)
        // Fill the pool's blocks of every size class from 64 KB to 1 MB with huge floats.
        var bytes = BufferPool.minimumBytes
        var blocks: [(UnsafeMutableRawPointer, Int)] = []
        while bytes <= 1 << 20 {
            let block = caches.buffers.allocate(bytes: bytes)
            block.initializeMemory(as: UInt8.self, repeating: 0x7E, count: BufferPool.sizeClass(bytes))
            blocks.append((block, bytes))
            bytes = BufferPool.sizeClass(bytes + 1)
        }
        for (block, size) in blocks { caches.buffers.release(block, bytes: size) }
        caches.removeAll()
        let recycled = render(commands, width: 200, height: 200, caches: caches)
        XCTAssertEqual(largestDifference(recycled, fresh), 0)
        XCTAssertGreaterThan(largestDifference(fresh, render([commands[0]], width: 200, height: 200)), 100)
    }
}
