extension RenderSettings {
    /// Checks the limits themselves: each must be positive.
    func validateLimits() throws(ZoetropeError) {
        let counts: [(SettingError.Setting, Int)] = [
            (.maxViews, maxViews), (.maxPixels, maxPixels), (.maxFrames, maxFrames),
            (.maxStateChanges, maxStateChanges),
        ]
        for (setting, value) in counts where value < 1 {
            throw .setting(.limitBelowOne(setting, value))
        }
        guard maxDuration > 0 && maxDuration.isFinite else { throw .setting(.maxDurationNotPositive(maxDuration)) }
    }
}
