extension RenderSettings {
    /// Checks the limits themselves: each must be positive.
    func validateLimits() throws(ZoetropeError) {
        let counts = [("--max-views", maxViews), ("--max-pixels", maxPixels), ("--max-frames", maxFrames)]
        for (flag, value) in counts where value < 1 {
            throw .usage("\(flag) must be at least 1, got \(value)")
        }
        guard maxDuration > 0 && maxDuration.isFinite else {
            throw .usage("--max-duration must be a positive number, got \(maxDuration)")
        }
    }
}
