import Foundation

extension SceneRenderer {
    /// Refuses a frame of more than `maxPixels` device pixels.
    static func checkPixels(_ s: RenderSettings) throws(ZoetropeError) {
        let (pixels, overflow) = s.pixelWidth.multipliedReportingOverflow(by: s.pixelHeight)
        guard overflow || pixels > s.maxPixels else { return }
        throw .setting(.tooManyPixels(width: s.pixelWidth, height: s.pixelHeight, limit: s.maxPixels))
    }

    /// Refuses a render longer than `maxDuration` seconds or of more than `maxFrames` frames.
    func checkLength() throws(ZoetropeError) {
        try Self.checkLength(
            duration: duration, settings: settings, isSceneOwn: settings.duration == nil, path: scenePath)
    }

    /// `duration` is the scene's own (the error names `path`) or the duration setting's.
    static func checkLength(
        duration: Double, settings s: RenderSettings, isSceneOwn: Bool, path: String
    ) throws(ZoetropeError) {
        let scenePath = isSceneOwn ? path : nil
        if !(duration <= s.maxDuration) {
            throw .setting(.tooLong(seconds: duration, limit: s.maxDuration, scenePath: scenePath))
        }
        let frames = (duration * Double(s.fps)).rounded()
        guard frames > Double(s.maxFrames) else { return }
        throw .setting(
            .tooManyFrames(
                seconds: duration, fps: s.fps, frames: Int(min(frames, Double(Int.max / 2))), limit: s.maxFrames,
                scenePath: scenePath))
    }
}
