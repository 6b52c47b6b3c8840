/// A Gaussian blur resolved for rendering: a box cascade run either on the pixels themselves or,
/// for a wide blur, on a plane reduced by a whole `factor` (each plane cell the mean of a
/// `factor`×`factor` block of pixels, blocks aligned to multiples of `factor` in device
/// coordinates), then sampled back bilinearly.
///
/// Reducing is what makes wide shadows cheap: at σ = 30 px the plane has 1/16 of the pixels.
/// It stays visually exact because the blurred plane is smooth: the cascade keeps σ at least
/// `minimumReducedSigma` cells, where linear interpolation between cells departs from the
/// full-resolution blur by about 0.03·σ⁻² of full intensity (0.13 levels of 255 at 7.5 cells;
/// measured in the tests), well inside the cascade's own 1 % difference from a true Gaussian.
/// Block averaging and interpolation add variance ((k² − 1)/12 and k²/6 px²), which the
/// cascade's σ leaves out, so the whole blur keeps variance σ².
struct GaussianBlur: Equatable {
    /// The cascade runs on a plane reduced by the largest power of two (up to 8) that leaves σ
    /// at least this many plane cells.
    static let minimumReducedSigma = 5.0
    static let maximumFactor = 8

    /// Pixels per plane cell along each axis (1: no reduction).
    let factor: Int
    /// The blur of the plane, in plane cells.
    let cascade: BoxCascade

    /// The blur for standard deviation `sigma` (device pixels, capped at
    /// `BoxCascade.maximumSigma`); nil when σ is not positive (no blur) or NaN.
    init?(sigma: Double) {
        guard sigma > 0 else { return nil }
        let sigma = Swift.min(sigma, BoxCascade.maximumSigma)
        var factor = 1
        while factor < GaussianBlur.maximumFactor && sigma >= Double(2 * factor) * GaussianBlur.minimumReducedSigma {
            factor *= 2
        }
        let k = Double(factor)
        let added = factor > 1 ? (3 * k * k - 1) / 12 : 0
        guard let cascade = BoxCascade(sigma: ((sigma * sigma - added) / (k * k)).squareRoot()) else { return nil }
        self.factor = factor
        self.cascade = cascade
    }

    /// How far (device pixels) the blur reaches from a pixel. Reduced, a pixel's cell and the
    /// two cells it interpolates between add up to 2 cells beyond the cascade's reach.
    var margin: Int {
        factor == 1 ? cascade.margin : (cascade.margin + 2) * factor
    }
}
