import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// A SwiftUI view drawn to pixels (one pixel a point) as a scene's frame is: laid out with
/// SceneGraph's `LayoutEngine`, turned into a display list and drawn by Raster's `Renderer`.
struct DrawnView {
    let pixels: PixelBuffer

    /// The first snapshot of `view` drawn on `canvas` (small by default: a test draws a few
    /// views in a corner).
    init<V: SwiftUI.View>(
        _ view: V, canvas: Size = Size(width: 100, height: 100),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let laidOut = LaidOutView(view, canvas: canvas, file: file, line: line)
        self.init(root: laidOut.root, canvas: canvas)
    }

    init(root: RenderNode, canvas: Size) {
        let list = DisplayListBuilder(scale: 1, images: NoImages()).build(root)
        pixels = Renderer.plain().render(list, width: Int(canvas.width), height: Int(canvas.height))
    }

    /// The pixel at (x, y): red, green, blue, alpha, 0…255, premultiplied as Raster keeps them.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixels.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The alpha of the pixel at (x, y), 0…255.
    func alpha(_ x: Int, _ y: Int) -> Int { rgba(x, y)[3] }

    /// The smallest rectangle of whole pixels holding every pixel within `tolerance` of `color`
    /// (nil: none is).
    func bounds(of color: [Int], tolerance: Int = 2) -> Rect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where Self.close(rgba(x, y), color, tolerance) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// The bounds of every pixel drawn (alpha above `threshold`), in `rows` (all by default).
    func inkBounds(threshold: Int = 0, rows: Range<Int>? = nil) -> Rect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in rows ?? 0..<pixels.height {
            for x in 0..<pixels.width where alpha(x, y) > threshold {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// How many pixels are within `tolerance` of `color`.
    func count(of color: [Int], tolerance: Int = 2) -> Int {
        var n = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where Self.close(rgba(x, y), color, tolerance) { n += 1 }
        }
        return n
    }

    /// True when nothing is drawn.
    var isBlank: Bool { inkBounds() == nil }

    static func close(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// Pixels of the system colours, opaque, as Raster draws them.
enum Ink {
    static let red = [255, 59, 48, 255]
    static let blue = [0, 122, 255, 255]
    static let green = [52, 199, 89, 255]
    static let black = [0, 0, 0, 255]
    static let white = [255, 255, 255, 255]
    static let clear = [0, 0, 0, 0]

    /// The pixel `color` resolves to, opaque or not (premultiplied).
    static func of(_ color: SwiftUI.Color) -> [Int] {
        let c = color.resolved
        let a = c.alpha
        return [c.red * a, c.green * a, c.blue * a, a].map { Int(($0 * 255).rounded()) }
    }
}

/// Asserts two views draw the same pixels, and (when given) that `other` does not: a test of
/// two spellings of one thing, which fails if both are ignored.
func assertSameDrawing<A: SwiftUI.View, B: SwiftUI.View>(
    _ a: A, _ b: B,
    canvas: Size = Size(width: 100, height: 100), _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    let drawnA = DrawnView(a, canvas: canvas, file: file, line: line)
    let drawnB = DrawnView(b, canvas: canvas, file: file, line: line)
    XCTAssertFalse(drawnA.isBlank, "nothing drawn \(message)", file: file, line: line)
    XCTAssertTrue(drawnA.pixels == drawnB.pixels, "different drawings \(message)", file: file, line: line)
}

/// Asserts two views draw different pixels.
func assertDifferentDrawing<A: SwiftUI.View, B: SwiftUI.View>(
    _ a: A, _ b: B,
    canvas: Size = Size(width: 100, height: 100), _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    let drawnA = DrawnView(a, canvas: canvas, file: file, line: line)
    let drawnB = DrawnView(b, canvas: canvas, file: file, line: line)
    XCTAssertFalse(drawnA.pixels == drawnB.pixels, "same drawing \(message)", file: file, line: line)
}
