/// An animation of a layer property from one value to another: from `fromValue` to `toValue`,
/// or by `byValue`; a value not given is the layer's own (`toValue` alone runs from the layer's
/// value to it).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copied() -> CAAnimation {
        let copy = super.copied()
        if let copy = copy as? CABasicAnimation {
            (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
        }
        return copy
    }

    override func makeCopy() -> CAAnimation { CABasicAnimation() }

    override func values(at progress: Double, model: LayerSnapshot) -> [(
        keyPath: String, value: any LayerAnimatableValue
    )] {
        guard let keyPath else { return [] }
        let own = model.value(at: keyPath)
        let from = readLayerValue(fromValue)
        let to = readLayerValue(toValue)
        let by = readLayerValue(byValue)
        let start: (any LayerAnimatableValue)?
        let end: (any LayerAnimatableValue)?
        switch (from, to, by) {
        case (let from?, let to?, _): (start, end) = (from, to)
        case (let from?, nil, let by?): (start, end) = (from, add(from, by))
        case (nil, let to?, _): (start, end) = (own, to)
        case (let from?, nil, nil): (start, end) = (from, own)
        case (nil, nil, let by?): (start, end) = (own, own.map { add($0, by) })
        case (nil, nil, nil): (start, end) = (nil, nil)
        }
        guard let start, let end else { return [] }
        return result(interpolate(start, end, by: fraction(at: progress)), model: model)
    }

    /// How far from the start value to the end one the animation is at `progress` through a
    /// play (after its timing function): the progress itself; a spring's own motion for
    /// `CASpringAnimation`.
    func fraction(at progress: Double) -> Double { progress }
}
