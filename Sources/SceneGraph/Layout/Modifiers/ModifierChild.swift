import Geometry

/// The view a layout modifier modifies, as the modifier sees it during a layout pass: sized,
/// placed and asked for its guides in the modifier's environment.
struct ModifierChild {
    var view: ViewNode
    var pass: LayoutPass
    var env: LayoutEnvironment
    /// The node id the view is laid out under (a modifier and its view share one).
    var id: NodeID

    func size(_ proposal: ProposedSize) throws -> Size { try pass.size(view, proposal, env, id) }

    func place(in rect: Rect) throws -> RenderNode { try pass.place(view, in: rect, env, id) }

    /// The guide `key` the view sets at `size`, or nil where it keeps the default.
    func explicitGuide(_ key: AlignmentKey, size: Size) throws -> Double? {
        try pass.explicitGuide(view, key, size: size, env, id)
    }

    /// The view laid out under another id (an overlay's primary view is the modifier's first child).
    func identified(_ id: NodeID) -> ModifierChild { ModifierChild(view: view, pass: pass, env: env, id: id) }

    /// The view laid out in another environment.
    func inEnvironment(_ env: LayoutEnvironment) -> ModifierChild {
        ModifierChild(view: view, pass: pass, env: env, id: id)
    }
}
