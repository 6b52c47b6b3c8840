import Media

extension SceneRenderer {
    /// Renders every frame into an H.264 MP4 at `path` with the settings' CRF and preset (written to a
    /// temporary file, renamed when complete). `progress` gets (frames done, total); `isCancelled` is
    /// polled between frames.
    public func writeVideo(
        to path: String, progress: ((Int, Int) -> Void)? = nil, isCancelled: @escaping () -> Bool = { false }
    ) throws(ZoetropeError) {
        var options = OutputOptions()
        options.crf = settings.crf
        options.preset = settings.preset
        options.keepsAlpha = false
        try write(
            to: path, format: .video(.h264), options: options,
            progress: progress.map { report in { report($0.framesDone, $0.frameCount) } }, isCancelled: isCancelled)
    }
}
