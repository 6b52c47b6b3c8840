import Script

extension RenderSettings {
    /// The limits scene evaluation runs under, from these settings.
    var evaluationLimits: EvaluationLimits {
        var limits = EvaluationLimits()
        limits.maxViews = maxViews
        limits.maxLoopIterations = maxLoopIterations
        limits.maxSteps = maxSteps
        limits.maxStringLength = maxStringLength
        limits.maxPathSegments = maxPathSegments
        limits.maxDuration = maxDuration
        limits.maxFontSize = maxFontSize
        limits.maxBlurRadius = maxBlurRadius
        return limits
    }

    /// Checks the limits themselves: each must be positive.
    func validateLimits() throws(ZoetropeError) {
        let counts = [
            ("--max-views", maxViews), ("--max-loop-iterations", maxLoopIterations), ("--max-steps", maxSteps),
            ("--max-string-length", maxStringLength), ("--max-path-segments", maxPathSegments),
            ("--max-pixels", maxPixels), ("--max-frames", maxFrames),
        ]
        for (flag, value) in counts where value < 1 {
            throw .usage("error: \(flag) must be at least 1, got \(value)")
        }
        let amounts = [("--max-duration", maxDuration), ("maxFontSize", maxFontSize), ("maxBlurRadius", maxBlurRadius)]
        for (name, value) in amounts where !(value > 0 && value.isFinite) {
            throw .usage("error: \(name) must be a positive number, got \(value)")
        }
    }
}
