import Foundation
import TestSupport
import XCTest

@testable import Raster

final class BoxCascadeTests: XCTestCase {
    /// The fast blur's 1-D kernel: its response to a unit impulse in the middle of a square
    /// plane, summed over each column (the 2-D response is K(x)·K(y), and K sums to 1).
    private func impulseResponse(_ cascade: BoxCascade, threads: Int = 1) -> [Float] {
        let size = 2 * cascade.margin + 1
        var plane = [Float](repeating: 0, count: size * size)
        plane[cascade.margin * size + cascade.margin] = 1
        plane.withUnsafeMutableBufferPointer { buffer in
            cascade.blur(buffer.baseAddress!, width: size, height: size, channels: 1, pool: WorkPool(threads: threads))
        }
        return (0..<size).map { x in (0..<size).reduce(Float(0)) { $0 + plane[$1 * size + x] } }
    }

    func testKernelSumsToOneAndHasVarianceSigmaSquared() {
        for sigma in [0.3, 0.8, 1, 1.7, 2.5, 4, 10, 30, 77.7] {
            guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let response = impulseResponse(cascade)
            let sum = response.reduce(0, +)
            XCTAssertEqual(Double(sum), 1, accuracy: 1e-5, "σ \(sigma)")
            var variance = 0.0
            for (i, v) in response.enumerated() {
                let d = Double(i - cascade.margin)
                variance += d * d * Double(v)
            }
            XCTAssertEqual(variance, sigma * sigma, accuracy: 1e-4 * sigma * sigma + 1e-5, "σ \(sigma)")
            XCTAssertGreaterThanOrEqual(cascade.endWeight, 0)
            XCTAssertLessThan(cascade.endWeight, 1)
        }
    }

    func testKernelIsSymmetricAndMatchesTheSlowConvolution() {
        for sigma in [0.5, 1.3, 3, 12.25] {
            guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let response = impulseResponse(cascade)
            let reference = referenceKernel(cascade)
            XCTAssertEqual(reference.count, response.count, "σ \(sigma)")
            for i in 0..<response.count {
                XCTAssertEqual(Double(response[i]), reference[i], accuracy: 1e-6, "σ \(sigma) tap \(i)")
                XCTAssertEqual(response[i], response[response.count - 1 - i], accuracy: 1e-6, "σ \(sigma) tap \(i)")
            }
        }
    }

    /// Three boxes make a piecewise-quadratic kernel whose peak lies about 6 % below the
    /// Gaussian's: the known error of three-box cascades (measured 6.6 % at σ 1.5, where
    /// sampling adds to it, and 6.0 % for large σ).
    static let kernelTolerance = 0.07
    /// A blurred edge shows the kernel's running sum, which is closer: measured at most 0.98 %
    /// of full intensity (2.5 levels of 255) for large σ.
    static let edgeTolerance = 0.011

    func testKernelAndEdgeAreCloseToATrueGaussian() {
        for sigma in [1.5, 2, 4, 10, 30] {
            guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let response = impulseResponse(cascade)
            let peak = 1 / (sigma * (2 * Double.pi).squareRoot())
            var worstKernel = 0.0
            var worstEdge = 0.0
            var running = 0.0
            for (i, v) in response.enumerated() {
                let d = Double(i - cascade.margin)
                let gaussian = peak * exp(-d * d / (2 * sigma * sigma))
                worstKernel = max(worstKernel, abs(Double(v) - gaussian))
                // Share of the kernel at or left of this tap against the Gaussian's integral up
                // to the tap's right edge.
                running += Double(v)
                let integral = 0.5 * (1 + erf((d + 0.5) / (sigma * 2.squareRoot())))
                worstEdge = max(worstEdge, abs(running - integral))
            }
            XCTAssertLessThan(worstKernel, BoxCascadeTests.kernelTolerance * peak, "σ \(sigma)")
            XCTAssertLessThan(worstEdge, BoxCascadeTests.edgeTolerance, "σ \(sigma)")
        }
    }

    func testNoBlurForNonPositiveSigmaAndACapForHugeOnes() {
        XCTAssertNil(BoxCascade(sigma: 0))
        XCTAssertNil(BoxCascade(sigma: -3))
        XCTAssertNil(BoxCascade(sigma: .nan))
        XCTAssertEqual(BoxCascade(sigma: .infinity), BoxCascade(sigma: BoxCascade.maximumSigma))
        // Tiny σ barely changes anything: the end taps carry almost no weight.
        let tiny = BoxCascade(sigma: 0.01)
        XCTAssertEqual(tiny?.radius, 0)
        XCTAssertEqual(Double(tiny?.endWeight ?? 1), 0, accuracy: 1e-4)
    }

    /// σ changes continuously: no jump where the box widths step up.
    func testResponseIsContinuousInSigma() {
        for sigma in stride(from: 0.5, through: 6, by: 0.25) {
            guard let a = BoxCascade(sigma: sigma), let b = BoxCascade(sigma: sigma + 1e-6) else {
                return XCTFail("σ \(sigma)")
            }
            let ra = impulseResponse(a)
            let rb = impulseResponse(b)
            let centre = Float(ra[a.margin])
            XCTAssertEqual(centre, rb[b.margin], accuracy: 1e-4, "σ \(sigma)")
        }
    }

    /// Random planes, blurred by the fast cascade (1 and 4 lanes, several threads) and by the
    /// slow separable convolution with `referenceKernel`, zero outside the plane.
    func testPlaneBlurMatchesSlowSeparableConvolution() {
        var random = SplitMix64(state: 11)
        for trial in 0..<12 {
            let width = random.int(in: 1...40)
            let height = random.int(in: 1...40)
            let sigma = random.double(in: 0.2...6)
            guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            var plane = (0..<(width * height)).map { _ in
                random.int(in: 0...3) == 0 ? Float(random.int(in: 0...255)) : 0
            }
            let input = plane
            let threads = 1 + trial % 3
            plane.withUnsafeMutableBufferPointer { buffer in
                cascade.blur(
                    buffer.baseAddress!, width: width, height: height, channels: 1, pool: WorkPool(threads: threads))
            }
            let kernel = referenceKernel(cascade)
            let m = cascade.margin
            func convolve(_ values: [Double], count: Int, stride: Int, lines: Int, lineStride: Int) -> [Double] {
                var out = values
                for line in 0..<lines {
                    for i in 0..<count {
                        var sum = 0.0
                        for j in max(0, i - m)...min(count - 1, i + m) {
                            sum += values[line * lineStride + j * stride] * kernel[j - i + m]
                        }
                        out[line * lineStride + i * stride] = sum
                    }
                }
                return out
            }
            var reference = input.map(Double.init)
            reference = convolve(reference, count: width, stride: 1, lines: height, lineStride: width)
            reference = convolve(reference, count: height, stride: width, lines: width, lineStride: 1)
            for i in 0..<plane.count {
                XCTAssertEqual(
                    Double(plane[i]), reference[i], accuracy: 1e-3,
                    "trial \(trial) \(width)×\(height) σ \(sigma) at (\(i % width), \(i / width))")
            }

            // Four lanes blur each channel exactly as one lane does.
            var channels: [Float] = input.flatMap { v -> [Float] in [v, 255 - v, v * 0.5, 7] }
            channels.withUnsafeMutableBufferPointer { buffer in
                cascade.blur(
                    buffer.baseAddress!, width: width, height: height, channels: 4, pool: WorkPool(threads: threads))
            }
            XCTAssertEqual(stride(from: 0, to: channels.count, by: 4).map { channels[$0] }, plane, "trial \(trial)")
        }
    }

    /// Long lines with isolated features between wide empty or constant stretches (a ring's
    /// alpha, the inside of an opaque shape): only the neighbourhoods of changes are blurred,
    /// and the result still matches the slow separable convolution everywhere.
    func testSparseAndFlatPlanesMatchTheSlowConvolution() {
        for sigma in [2.0, 6.5] {
            guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("σ \(sigma)") }
            let width = 300
            let height = 90
            var input = [Float](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    // A frame 4 px wide around (20, 10)–(280, 80), a flat 255 block inside it
                    // at (110, 20)–(210, 70), and lone dots.
                    let inFrame = (20..<280).contains(x) && (10..<80).contains(y)
                    let inHole = (24..<276).contains(x) && (14..<76).contains(y)
                    if inFrame && !inHole { input[y * width + x] = 200 }
                    if (110..<210).contains(x) && (20..<70).contains(y) { input[y * width + x] = 255 }
                }
            }
            input[45 * width + 250] = 90
            // Dots in the last columns, past the last whole group of eight, and in the last one.
            input[50 * width + 298] = 60
            input[60 * width + 299] = 30
            var plane = input
            plane.withUnsafeMutableBufferPointer { buffer in
                cascade.blur(buffer.baseAddress!, width: width, height: height, channels: 1, pool: WorkPool(threads: 2))
            }
            let reference = referenceBlur(
                input.map(Double.init), width: width, height: height, kernel: referenceKernel(cascade))
            var worst = 0.0
            for i in 0..<plane.count { worst = max(worst, abs(Double(plane[i]) - reference[i])) }
            XCTAssertLessThan(worst, 1e-3, "σ \(sigma)")
            XCTAssertEqual(plane[45 * width + 160], 255, accuracy: 1e-3, "the flat block's middle stays")
            XCTAssertEqual(plane[45 * width + 70], 0, accuracy: 1e-3, "the empty inside stays empty")
        }
    }
}
