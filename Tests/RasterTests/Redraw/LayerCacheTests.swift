import Geometry
import XCTest

@testable import Raster

final class LayerCacheTests: XCTestCase {
    private let blue = RGBAColor(red: 0.1, green: 0.3, blue: 0.9)

    /// A layer with everything that goes through the cache: shadows, a mask and a clip.
    private func card(opacity: Double = 1, color: RGBAColor = RGBAColor(white: 0.95)) -> DrawCommand {
        layer(
            [fill(roundedRect(12, 10, 40, 36, 8), .solid(color)), fill(circlePath(40, 40, 9), .solid(blue))],
            opacity: opacity,
            filters: [
                .shadow(color: RGBAColor(white: 0, alpha: 0.4), sigma: 3, offset: Point(x: 4, y: 5)),
                .shadow(color: .white, sigma: 12, offset: Point(x: -3, y: -3)),
            ],
            clip: Layer.Clip(path: rectPath(4, 2, 58, 56)),
            mask: Layer.Mask(content: DisplayList(commands: [fill(circlePath(34, 30, 27), .solid(.black))])))
    }

    private func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Path {
        Path.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: r)
    }

    private let background = fill(rectPath(0, 0, 64, 64), .solid(RGBAColor(white: 0.8)))

    /// The caches of the test's renders (a new set for each test).
    private let caches = RenderCaches()
    private var cache: LayerCache { caches.layers! }

    /// `commands` drawn with the test's caches.
    private func draw(_ commands: [DrawCommand], threads: Int = 1) -> PixelBuffer {
        render(commands, width: 64, height: 64, threads: threads, caches: caches)
    }

    /// The pixels of drawing `commands` with nothing cached.
    private func fresh(_ commands: [DrawCommand]) -> PixelBuffer {
        cache.removeAll()
        return draw(commands, threads: 2)
    }

    /// A layer is kept from its second drawing on, and later drawings are served from the cache
    /// with the same pixels.
    func testALayerDrawnAgainComesFromTheCacheWithTheSamePixels() {
        let first = fresh([background, card()])
        let hits = cache.hits
        XCTAssertEqual(draw([background, card()]), first)
        XCTAssertEqual(cache.hits, hits, "drawn once before: drawn again, now kept")
        let again = draw([background, card()])
        XCTAssertGreaterThan(cache.hits, hits, "served from the cache")
        XCTAssertEqual(again, first)
    }

    /// A layer whose content changes every frame is never kept: each of its buffers is drawn
    /// once; one seen again is kept from then on.
    func testALayerChangingEveryFrameIsNotKept() {
        cache.removeAll()
        let shades = (0..<6).map { RGBAColor(red: 1, green: 0.9 - 0.1 * Double($0), blue: 0.8) }
        for shade in shades { _ = draw([background, card(color: shade)]) }
        XCTAssertEqual(cache.hits, 0)
        XCTAssertFalse(cache.admits(key(of: card(color: RGBAColor(white: 0.3)))), "never drawn")
        _ = draw([background, card(color: shades[2])])
        XCTAssertEqual(cache.hits, 0, "seen once: drawn again, now kept")
        _ = draw([background, card(color: shades[2])])
        XCTAssertEqual(cache.hits, 1)
    }

    private func key(of command: DrawCommand) -> LayerCache.Key {
        guard case .layer(let layer) = command else { preconditionFailure("a layer") }
        let canvas = PixelRect(x: 0, y: 0, width: 64, height: 64)
        guard let plan = LayerPlan(layer, region: canvas, canvas: canvas) else { preconditionFailure("visible") }
        return LayerCache.Key(layer, plan: plan, canvas: canvas)
    }

    /// After `Renderer.discardCachedLayers()` the next draw draws the layer again.
    func testDiscardingCachedLayersDrawsThemAgain() {
        let first = fresh([background, card()])
        Renderer(threads: 1, caches: caches).discardCachedLayers()
        let hits = cache.hits
        XCTAssertEqual(draw([background, card()]), first)
        XCTAssertEqual(cache.hits, hits, "nothing served from the cache")
    }

    /// Two renders keep apart: layers one render keeps never serve another.
    func testRendersDoNotShareLayers() {
        _ = draw([background, card()])
        _ = draw([background, card()])
        let other = RenderCaches()
        let otherPixels = render([background, card()], width: 64, height: 64, caches: other)
        XCTAssertEqual(other.layers?.hits, 0, "kept by the first render only")
        XCTAssertEqual(otherPixels, draw([background, card()]))
        XCTAssertGreaterThan(cache.hits, 0)
    }

    /// Opacity acts when compositing: a fading layer keeps its buffer, and its pixels are those
    /// of drawing it afresh at that opacity.
    func testAFadingLayerReusesItsBuffer() {
        _ = fresh([background, card()])
        _ = draw([background, card()])
        let hits = cache.hits
        let faded = draw([background, card(opacity: 0.4)])
        XCTAssertGreaterThan(cache.hits, hits)
        XCTAssertEqual(faded, fresh([background, card(opacity: 0.4)]))
    }

    /// A layer whose content changed is drawn again, never taken from the cache.
    func testAChangedLayerIsDrawnAgain() {
        _ = fresh([background, card()])
        let changed = draw([background, card(color: RGBAColor(red: 1, green: 0.9, blue: 0.8))])
        XCTAssertEqual(changed, fresh([background, card(color: RGBAColor(red: 1, green: 0.9, blue: 0.8))]))
        XCTAssertNotEqual(changed, fresh([background, card()]))
    }

    /// Beyond the budget the least recently used entries go; pixels larger than a quarter of
    /// the budget are not kept at all.
    func testEvictsTheLeastRecentlyUsedBeyondTheBudget() throws {
        let cache = LayerCache(budget: 4 * 100 * 4)
        let pool = BufferPool(budget: 0)
        let canvas = PixelRect(x: 0, y: 0, width: 90, height: 10)
        func key(_ x: Int) throws -> LayerCache.Key {
            let content = DisplayList(commands: [fill(rectPath(Double(x), 0, 10, 10), .solid(.white))])
            let layer = Layer(content: content)
            let plan = try XCTUnwrap(LayerPlan(layer, region: canvas, canvas: canvas))
            return LayerCache.Key(layer, plan: plan, canvas: canvas)
        }
        func pixels(_ side: Int) -> LayerCache.Pixels {
            LayerCache.Pixels(
                buffer: pool.surface(PixelRect(x: 0, y: 0, width: side, height: side)), mask: nil, pool: pool)
        }
        for x in [0, 20, 40, 60] { cache.insert(pixels(10), for: try key(x)) }
        XCTAssertNotNil(cache.pixels(for: try key(0)), "used: now the most recent")
        cache.insert(pixels(10), for: try key(80))
        XCTAssertNil(cache.pixels(for: try key(20)), "the least recently used went")
        for x in [0, 40, 60, 80] { XCTAssertNotNil(cache.pixels(for: try key(x)), "\(x)") }
        cache.insert(pixels(11), for: try key(70))
        XCTAssertNil(cache.pixels(for: try key(70)), "too large to keep")
    }

    /// A layer that changes in place every frame keeps only a few entries, so lookups stay
    /// short however long it animates.
    func testALayerChangingInPlaceKeepsAFewEntries() throws {
        let cache = LayerCache(budget: 1 << 30)
        let pool = BufferPool(budget: 0)
        let canvas = PixelRect(x: 0, y: 0, width: 20, height: 20)
        func key(_ shade: Double) throws -> LayerCache.Key {
            let layer = Layer(
                content: DisplayList(commands: [fill(rectPath(2, 2, 10, 10), .solid(RGBAColor(white: shade)))]))
            let plan = try XCTUnwrap(LayerPlan(layer, region: canvas, canvas: canvas))
            return LayerCache.Key(layer, plan: plan, canvas: canvas)
        }
        for step in 0..<40 {
            let pixels = LayerCache.Pixels(
                buffer: pool.surface(PixelRect(x: 2, y: 2, width: 10, height: 10)), mask: nil, pool: pool)
            cache.insert(pixels, for: try key(Double(step) / 40))
        }
        let kept = try (0..<40).filter { cache.pixels(for: try key(Double($0) / 40)) != nil }
        XCTAssertEqual(kept, Array((40 - LayerCache.entriesPerSummary)..<40), "the most recent ones")
    }
}
