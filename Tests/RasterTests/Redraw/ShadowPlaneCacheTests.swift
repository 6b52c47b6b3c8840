import Geometry
import XCTest

@testable import Raster

final class ShadowPlaneCacheTests: XCTestCase {
    private let background = fill(rectPath(0, 0, 96, 96), .solid(RGBAColor(white: 0.94)))
    private let card = Rect(x: 24, y: 24, width: 48, height: 48)

    /// A frame around the card, filled even-odd (the neumorphic inset view's shadow caster).
    private func ring(_ color: RGBAColor) -> DrawCommand {
        var path = Path.roundedRect(card.insetBy(dx: -3, dy: -3), cornerRadius: 8)
        path.addPath(Path.roundedRect(card, cornerRadius: 8))
        return fill(path, .solid(color), rule: .evenOdd)
    }

    /// The ring in `color` casting a shadow moved by (`dx`, `dy`), inside the card's clip.
    private func inset(_ color: RGBAColor, dx: Double, dy: Double, shadow: RGBAColor, clipped: Bool = true)
        -> DrawCommand
    {
        layer(
            [
                layer(
                    [ring(color)],
                    filters: [.shadow(color: shadow, sigma: 3, offset: Point(x: dx, y: dy))])
            ], clip: clipped ? Layer.Clip(path: Path.roundedRect(card, cornerRadius: 8)) : nil)
    }

    private var dark: DrawCommand { inset(.black, dx: 5, dy: 5, shadow: RGBAColor(white: 0, alpha: 0.2)) }
    private var light: DrawCommand { inset(.white, dx: -5, dy: -5, shadow: RGBAColor(white: 1, alpha: 0.9)) }

    /// The caches of the test's renders (a new set for each test).
    private let caches = RenderCaches()
    private var planes: ShadowPlaneCache { caches.shadowPlanes! }

    private func draw(_ commands: [DrawCommand]) -> PixelBuffer {
        render([background] + commands, width: 96, height: 96, threads: 2, caches: caches)
    }

    /// The light shadow drawn after the dark one (same shape, other colour and offset, clipped
    /// to the card) takes the dark one's blurred plane, and its pixels are those it draws with a
    /// plane of its own.
    func testMirroredShadowsOfOneShapeShareTheirBlur() {
        caches.removeAll()
        let own = draw([light])
        XCTAssertEqual(planes.hits, 0)
        caches.removeAll()
        _ = draw([dark])
        let shared = draw([light])
        XCTAssertEqual(planes.hits, 1, "the plane of the dark shadow served the light one")
        XCTAssertEqual(shared, own)
        // Both in one frame, as the inset view draws them.
        caches.removeAll()
        let both = draw([dark, light])
        XCTAssertEqual(planes.hits, 1)
        XCTAssertGreaterThan(largestDifference(both, draw([dark])), 20, "the light shadow shows")
    }

    /// Without the clip, the shadows read the ring where their offsets need it, and still
    /// share.
    func testUnclippedMirroredShadowsShare() {
        caches.removeAll()
        let own = draw([inset(.white, dx: -5, dy: -5, shadow: .white, clipped: false)])
        caches.removeAll()
        _ = draw([inset(.black, dx: 5, dy: 5, shadow: .black, clipped: false)])
        let shared = draw([inset(.white, dx: -5, dy: -5, shadow: .white, clipped: false)])
        XCTAssertEqual(planes.hits, 1)
        XCTAssertEqual(shared, own)
    }

    /// Shapes of other alpha (a half-transparent ring), other blurs or other shapes do not share.
    func testShadowsOfOtherAlphaDoNotShare() {
        caches.removeAll()
        _ = draw([dark])
        _ = draw([inset(RGBAColor(white: 1, alpha: 0.5), dx: -5, dy: -5, shadow: .white)])
        _ = draw([
            layer(
                [layer([ring(.white)], filters: [.shadow(color: .white, sigma: 2, offset: Point(x: -5, y: -5))])],
                clip: Layer.Clip(path: Path.roundedRect(card, cornerRadius: 8)))
        ])
        _ = draw([
            layer(
                [fill(circlePath(48, 48, 20), .solid(.black))],
                filters: [.shadow(color: .black, sigma: 3, offset: Point(x: 5, y: 5))])
        ])
        XCTAssertEqual(planes.hits, 0)
    }

    /// A discarded cache serves nothing.
    func testDiscardingCachedLayersForgetsThePlanes() {
        caches.removeAll()
        _ = draw([dark])
        caches.removeAll()
        _ = draw([light])
        XCTAssertEqual(planes.hits, 0)
    }
}
