extension VideoSettings {
    /// The presets libx264 and libx265 accept, fastest first.
    public static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]
    /// Largest accepted frame side in pixels; H.264 levels stop well below this for 60 fps anyway.
    static let sizeRange = 1...16384
    static let fpsRange = 1...240

    /// Throws a `MediaError` naming the first setting the codec cannot use.
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
        if codec == .hevc, width < Self.hevcMinimumSide || height < Self.hevcMinimumSide {
            throw MediaError(Self.hevcTooSmall(width: width, height: height))
        }
        if let crf {
            guard let range = codec.crfRange else {
                throw MediaError("\(codec.displayName) has no CRF setting; its quality is fixed by the profile")
            }
            if !range.contains(crf) {
                throw MediaError("video crf \(crf) is out of range \(Self.describe(range))")
            }
        }
        if let preset {
            guard codec.hasPresets else {
                throw MediaError("\(codec.displayName) takes no preset; presets are for H.264 and HEVC")
            }
            if !Self.presets.contains(preset) {
                throw MediaError(
                    "unknown x264 preset '\(preset)' (expected one of: \(Self.presets.joined(separator: ", ")))")
            }
        }
        if keepsAlpha && !codec.supportsAlpha {
            throw MediaError(Self.alphaUnsupported(codec))
        }
    }

    /// libx265 3.5 crashes on some frames narrower or shorter than one 64-pixel coding tree unit
    /// (38×16 and 44×64, for example), so HEVC frames must be at least that big on both sides.
    public static let hevcMinimumSide = 64

    static func hevcTooSmall(width: Int, height: Int) -> String {
        "HEVC needs frames of at least \(hevcMinimumSide)×\(hevcMinimumSide) pixels (these are \(width)×\(height))"
    }

    /// Why `codec` cannot keep transparency and what to use instead.
    static func alphaUnsupported(_ codec: VideoCodec) -> String {
        "\(codec.displayName) cannot store transparency; use ProRes 4444 or VP9, or opaque frames"
    }

    /// Whether the codec stores chroma at half resolution, which needs even frame sizes.
    var isSubsampled: Bool { codec != .prores }

    /// The encoded size: 4:2:0 stores one chroma sample per 2×2 pixels, so each side is rounded up to even.
    var paddedWidth: Int { isSubsampled ? width + width % 2 : width }
    var paddedHeight: Int { isSubsampled ? height + height % 2 : height }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)...\(range.upperBound)"
    }
}
