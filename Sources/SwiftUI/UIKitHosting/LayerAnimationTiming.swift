/// Where in its values a Core Animation animation is at a time on the scene clock, as
/// `CAMediaTiming` says: it starts at its `beginTime` (when it was added, if none), each play
/// takes `duration` (a quarter of a second if none), forward then back when it `autoreverses`,
/// `repeatCount` times or for `repeatDuration`, through its timing function; before its start
/// and after its end it gives no value (the layer's own shows) unless its `fillMode` holds the
/// first or last one.
enum LayerAnimationTiming {
    /// The values `added` gives its layer (`model`) at scene time `time`.
    static func values(of added: LayerSnapshot.Animation, at time: Double, model: LayerSnapshot)
        -> [(keyPath: String, value: any LayerAnimatableValue)]
    {
        let animation = added.animation
        return values(
            of: animation, begin: animation.beginTime != 0 ? animation.beginTime : added.added, at: time, model: model)
    }

    /// The values `animation`, starting at `begin` on the clock `time` is read from (the scene's,
    /// or a group's own), gives its layer (`model`) at `time`.
    static func values(of animation: CAAnimation, begin: Double, at time: Double, model: LayerSnapshot)
        -> [(keyPath: String, value: any LayerAnimatableValue)]
    {
        guard let progress = progress(of: animation, begin: begin, at: time) else { return [] }
        let eased = animation.timingFunction?.value(at: progress) ?? progress
        return animation.values(at: eased, model: model)
    }

    /// How far through a play `animation`, starting at `begin`, is at `time` (0…1, before its
    /// timing function), or nil when it gives no value then.
    static func progress(of animation: CAAnimation, begin: Double, at time: Double) -> Double? {
        let speed = Double(animation.speed)
        let local = (time - begin) * speed + animation.timeOffset
        let duration = animation.playDuration
        let cycle = animation.autoreverses ? 2 * duration : duration
        let active: Double
        if animation.repeatDuration > 0 {
            active = animation.repeatDuration
        } else if animation.repeatCount > 0 {
            // `.infinity` and `.greatestFiniteMagnitude` both mean for ever.
            active =
                animation.repeatCount >= Float.greatestFiniteMagnitude
                ? .infinity : Double(animation.repeatCount) * cycle
        } else {
            active = cycle
        }
        let fill = animation.fillMode
        if local < 0 {
            return fill == .backwards || fill == .both ? 0 : nil
        }
        if local >= active {
            guard !animation.isRemovedOnCompletion, fill == .forwards || fill == .both else { return nil }
            // The end of the last play: its end, or part of the way through one cut short.
            let plays = active / cycle
            let part = plays - plays.rounded(.down)
            return part == 0 ? (animation.autoreverses ? 0 : 1) : position(part * cycle, duration: duration)
        }
        return position(local.truncatingRemainder(dividingBy: cycle), duration: duration)
    }

    /// The progress at `offset` seconds into a play (forward, then back after `duration`).
    private static func position(_ offset: Double, duration: Double) -> Double {
        offset <= duration ? offset / duration : max(0, (2 * duration - offset) / duration)
    }
}
