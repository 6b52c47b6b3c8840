extension VideoSettings {
    /// The presets libx264 accepts, fastest first.
    static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]
    /// Largest accepted frame side in pixels; H.264 levels stop well below this for 60 fps anyway.
    static let sizeRange = 1...16384
    static let fpsRange = 1...240
    static let crfRange = 0...51

    /// Throws a `MediaError` naming the first setting that libx264 cannot use.
    func validate() throws {
        if !Self.sizeRange.contains(width) {
            throw MediaError("video width \(width) is out of range \(Self.describe(Self.sizeRange))")
        }
        if !Self.sizeRange.contains(height) {
            throw MediaError("video height \(height) is out of range \(Self.describe(Self.sizeRange))")
        }
        if !Self.fpsRange.contains(fps) {
            throw MediaError("video fps \(fps) is out of range \(Self.describe(Self.fpsRange))")
        }
        if !Self.crfRange.contains(crf) {
            throw MediaError("video crf \(crf) is out of range \(Self.describe(Self.crfRange))")
        }
        if !Self.presets.contains(preset) {
            throw MediaError(
                "unknown x264 preset '\(preset)' (expected one of: \(Self.presets.joined(separator: ", ")))")
        }
    }

    /// The encoded size: yuv420p stores one chroma sample per 2×2 pixels, so each side is rounded up to even.
    var paddedWidth: Int { width + width % 2 }
    var paddedHeight: Int { height + height % 2 }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)...\(range.upperBound)"
    }
}
