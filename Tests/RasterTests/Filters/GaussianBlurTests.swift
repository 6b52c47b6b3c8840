import Foundation
import Geometry
import XCTest

@testable import Raster

final class GaussianBlurTests: XCTestCase {
    func testWideBlursRunReducedWithSigmaOfAtLeastFiveCells() {
        let expected: [(sigma: Double, factor: Int)] = [
            (1, 1), (9.9, 1), (10, 2), (19.9, 2), (20, 4), (39.9, 4), (40, 8), (90, 8), (250, 8), (1e9, 8),
        ]
        for (sigma, factor) in expected {
            guard let blur = GaussianBlur(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            XCTAssertEqual(blur.factor, factor, "σ \(sigma)")
            if factor > 1 { XCTAssertGreaterThanOrEqual(min(sigma, BoxCascade.maximumSigma) / Double(factor), 5) }
        }
        XCTAssertLessThan(GaussianBlur(sigma: BoxCascade.maximumSigma)?.margin ?? .max, LayerPlan.maximumMargin)
        XCTAssertNil(GaussianBlur(sigma: 0))
        XCTAssertNil(GaussianBlur(sigma: .nan))
    }

    /// The cascade leaves out the variance that block averaging and interpolation add, so the
    /// whole blur has variance σ².
    func testReducedCascadeLeavesRoomForTheVarianceOfReducing() {
        for sigma in [10.0, 30, 77] {
            guard let blur = GaussianBlur(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let k = Double(blur.factor)
            let cascade = blur.cascade
            let r = Double(cascade.radius)
            let alpha = Double(cascade.endWeight)
            // One pass's variance, from the box's definition (see BoxCascade).
            let pass = (r * (r + 1) * (2 * r + 1) / 3 + 2 * alpha * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * alpha)
            let total = 3 * pass * k * k + (k * k - 1) / 12 + k * k / 6
            XCTAssertEqual(total, sigma * sigma, accuracy: 1e-6 * sigma * sigma, "σ \(sigma)")
        }
    }

    /// A wide blur of a large white square, across its left edge, follows the Gaussian's
    /// integral: within the cascade's own 1 % of full intensity (`BoxCascadeTests`) plus
    /// rounding, wherever the edge falls against the reduced grid's cells.
    func testWideBlurredEdgeFollowsTheGaussian() {
        for (sigma, edge) in [(30.0, 120.0), (30, 121), (30, 122.5), (14, 123), (55, 200)] {
            guard let blur = GaussianBlur(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let width = Int(edge) + 2 * blur.margin
            let height = 8
            let square = fill(rectPath(edge, -1000, 4000, 2000), .solid(.white))
            let buffer = render([layer([square], filters: [.blur(sigma: sigma)])], width: width, height: height)
            var worst = 0.0
            for x in 0..<width {
                let expected = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - edge) / (sigma * 2.squareRoot())))
                worst = max(worst, abs(Double(rgba(buffer, x, 4)[3]) - expected))
            }
            XCTAssertLessThan(worst, 255 * BoxCascadeTests.edgeTolerance + 0.5, "σ \(sigma), edge at \(edge)")
        }
    }

    func testSamplingMovesByTheOffsetBetweenCellCentres() {
        // Unreduced: whole offsets move exactly, fractional ones weigh the two nearest pixels.
        let whole = PlaneSampling(start: 10, count: 3, factor: 1, offset: 4)
        XCTAssertEqual(whole.first, 6)
        XCTAssertEqual(whole.index, [0, 1, 2])
        XCTAssertEqual(whole.weight, [0, 0, 0])
        let fraction = PlaneSampling(start: 10, count: 2, factor: 1, offset: 2.25)
        XCTAssertEqual(fraction.first, 7, "pixel 10 reads 7.75: 7 and 8")
        XCTAssertEqual(fraction.weight, [0.75, 0.75])
        // Reduced by 4: pixel 9's centre, 9.5, lies 7/8 of the way from cell 1's centre (6) to
        // cell 2's (10); pixel 10's lies 1/8 of the way from cell 2's to cell 3's.
        let reduced = PlaneSampling(start: 9, count: 2, factor: 4, offset: 0)
        XCTAssertEqual(reduced.first, 1)
        XCTAssertEqual(reduced.index, [0, 1])
        XCTAssertEqual(reduced.weight, [0.875, 0.125])
        XCTAssertEqual(reduced.end, 4)
        XCTAssertEqual(
            PlaneSampling.cells(of: PixelRect(minX: -5, minY: 0, maxX: 9, maxY: 4), factor: 4),
            PixelRect(minX: -2, minY: 0, maxX: 3, maxY: 1))
    }

    /// Reduced planes are cut into the same cells and rows whatever the thread count.
    func testWideShadowsGiveTheSamePixelsForAnyThreadCount() {
        let scene = [
            layer(
                [fill(circlePath(70, 64, 30), .solid(RGBAColor(red: 0.3, green: 0.6, blue: 0.9)))],
                filters: [
                    .shadow(color: RGBAColor(white: 0, alpha: 0.5), sigma: 21, offset: Point(x: 9.5, y: 12)),
                    .blur(sigma: 11),
                ])
        ]
        let one = render(scene, width: 150, height: 140, threads: 1)
        for threads in [2, 3] {
            XCTAssertEqual(render(scene, width: 150, height: 140, threads: threads), one, "\(threads) threads")
        }
        XCTAssertGreaterThan(rgba(one, 100, 100)[3], 0, "the shadow shows below right")
    }
}
