import Media

extension OutputOptions {
    /// The x264 and x265 presets a video may name, fastest first.
    public static let presets = VideoSettings.presets
    /// The loop counts a GIF may have (0 plays forever).
    public static let loopCounts = GIFSettings.loopCountRange

    /// Checks the options against `format` and `settings`: the quality (crf) and preset the codec
    /// takes, HEVC's smallest frame, a GIF's frame rate and loop count, and transparency where the
    /// format stores none. The one check of these: the command line makes it before reading the
    /// scene, and every write makes it again.
    public func check(for format: OutputFormat, settings: RenderSettings) throws(ZoetropeError) {
        switch format {
        case .video(let codec):
            if let crf {
                guard let allowed = codec.crfRange else { throw .setting(.notForCodec(.crf, codec)) }
                guard allowed.contains(crf) else { throw .setting(.outOfRange(.crf, crf, allowed: allowed)) }
            }
            if let preset {
                guard codec.hasPresets else { throw .setting(.notForCodec(.preset, codec)) }
                guard Self.presets.contains(preset) else {
                    throw .setting(.unknownPreset(preset, known: Self.presets))
                }
            }
            let minimum = VideoSettings.hevcMinimumSide
            if codec == .hevc, min(settings.pixelWidth, settings.pixelHeight) < minimum {
                throw .setting(
                    .tooSmallForHEVC(width: settings.pixelWidth, height: settings.pixelHeight, minimumSide: minimum))
            }
        case .gif:
            guard GIFSettings.fpsRange.contains(settings.fps) else {
                throw .setting(.gifFrameRate(settings.fps, most: GIFSettings.fpsRange.upperBound))
            }
            guard Self.loopCounts.contains(loopCount) else {
                throw .setting(.outOfRange(.loop, loopCount, allowed: Self.loopCounts))
            }
        case .pngSequence:
            break
        }
        if keepsAlpha == true, settings.background.alpha < 1, !format.supportsAlpha {
            throw .setting(.noTransparency(format))
        }
    }
}
