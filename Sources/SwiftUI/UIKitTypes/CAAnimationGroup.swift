/// Animations played together on one layer, on the group's own clock: Core Animation's
/// `CAAnimationGroup`. Each animation's `beginTime` is counted from the group's start (0: at
/// it); the group's `duration` cuts them short, and its repeats, speed and timing function
/// replay and pace them all. A later animation of a key path is applied over an earlier one.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copied() -> CAAnimation {
        let copy = super.copied()
        if let copy = copy as? CAAnimationGroup { copy.animations = animations?.map { $0.copied() } }
        return copy
    }

    override func makeCopy() -> CAAnimation { CAAnimationGroup() }

    override func values(at progress: Double, model: LayerSnapshot) -> [(
        keyPath: String, value: any LayerAnimatableValue
    )] {
        let time = progress * playDuration
        return (animations ?? []).flatMap {
            LayerAnimationTiming.values(of: $0, begin: $0.beginTime, at: time, model: model)
        }
    }
}
