internal import Raster

/// How a `CAReplicatorLayer` repeats its sublayers: how many instances, each one's transform
/// (the instance transform applied once more per instance, about the layer's centre), colour
/// (the instance colour plus the offsets once more per instance, each component within 0…1)
/// and time (the delay once more per instance).
struct LayerReplication {
    var count: Int
    var delay: Double
    var transform: CATransform3D
    var color: RGBAColor
    /// Red, green, blue and alpha added per instance.
    var offsets: [Double]

    /// The instances drawn: none for a count below one.
    var instances: Range<Int> { 0..<max(0, count) }

    /// How far behind the scene clock instance `index` runs.
    func lag(of index: Int) -> Double { Double(index) * delay }

    /// Instance `index`'s transform in a replicator of `size`, about its centre, in its own
    /// coordinates (origin at the top left).
    func transform(of index: Int, size: CGSize) -> CGAffineTransform {
        let step = CATransform3DGetAffineTransform(transform)
        var turned = CGAffineTransform.identity
        for _ in 0..<index { turned = turned.concatenating(step) }
        return turned.about(CGPoint(x: size.width / 2, y: size.height / 2))
    }

    /// Instance `index`'s colour: red, green, blue and alpha, each within 0…1.
    func color(of index: Int) -> [Double] {
        zip([color.red, color.green, color.blue, color.alpha], offsets).map { base, offset in
            min(1, max(0, base + Double(index) * offset))
        }
    }
}
