/// An animation of one of its layer's properties, named by key path (`"strokeEnd"`,
/// `"transform.rotation.z"`, `"position"` …).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Whether the values add to the layer's own (`isAdditive`).
    open var isAdditive = false
    /// Whether each repeat goes on from where the last ended (`isCumulative`; not applied).
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copied() -> CAAnimation {
        let copy = super.copied()
        if let copy = copy as? CAPropertyAnimation {
            copy.keyPath = keyPath
            copy.isAdditive = isAdditive
            copy.isCumulative = isCumulative
        }
        return copy
    }

    override func makeCopy() -> CAAnimation { CAPropertyAnimation() }

    /// `value` at the key path, added to the layer's own when the animation is additive.
    func result(_ value: any LayerAnimatableValue, model: LayerSnapshot) -> [(
        keyPath: String, value: any LayerAnimatableValue
    )] {
        guard let keyPath else { return [] }
        if isAdditive, let own = model.value(at: keyPath) { return [(keyPath, add(own, value))] }
        return [(keyPath, value)]
    }
}
