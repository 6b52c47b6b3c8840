import Geometry

/// A container's children, as its layout sees them during a layout pass (SwiftUI's
/// `LayoutSubviews`).
public struct LayoutChildren: RandomAccessCollection {
    let pass: LayoutPass
    let views: [ViewNode]
    /// The container's node.
    let id: NodeID
    /// The children's environment: the container's, with the container's stack orientation.
    let env: LayoutEnvironment
    /// The orientation of the stack the container itself is in.
    public let enclosingStackOrientation: StackAxis?

    /// The children of a container laid out by `layout` in `env`.
    init(pass: LayoutPass, views: [ViewNode], id: NodeID, env: LayoutEnvironment, layout: any ContainerLayout) {
        self.pass = pass
        self.views = views
        self.id = id
        enclosingStackOrientation = env.stackOrientation
        var inner = env
        inner.stackOrientation = layout.stackOrientation
        self.env = inner
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { views.count }

    public subscript(position: Int) -> LayoutChild {
        let view = views[position]
        return LayoutChild(
            pass: pass, view: view, id: id.child(LayoutPass.identityIndex(view, position: position)), env: env,
            position: position)
    }

    /// The guide `key` the children set, each where `frames` put it, as SwiftUI's stacks combine
    /// them: the first baseline is the highest child's, the last baseline the lowest, any other
    /// guide the mean of the children that set it; nil when none does.
    public func combinedGuide(_ key: AlignmentKey, frames: [Rect?]) throws -> Double? {
        var found: [Double] = []
        for child in self where child.position < frames.count && !child.isAbsent {
            guard let frame = frames[child.position] else { continue }
            if let value = try child.explicitGuide(key, size: frame.size) {
                found.append(value + (key.isHorizontal ? frame.minX : frame.minY))
            }
        }
        switch key {
        case .vertical(.firstTextBaseline): return found.min()
        case .vertical(.lastTextBaseline): return found.max()
        default: return found.isEmpty ? nil : found.reduce(0, +) / Double(found.count)
        }
    }
}

/// One child of a container during a layout pass (SwiftUI's `LayoutSubview`): it can be
/// measured at any proposal (the pass memoises its sizes) and tells its priority, its spacing and
/// its guides.
public struct LayoutChild {
    let pass: LayoutPass
    let view: ViewNode
    let id: NodeID
    let env: LayoutEnvironment
    /// The child's index among its container's children.
    public let position: Int

    /// The child's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        try pass.size(view, proposal, env, id)
    }

    /// Its `layoutPriority` (the outermost one written on it), 0 without.
    public var priority: Double { LayoutPass.layoutPriority(view, spacerLast: false) }

    /// Whether it is what an `if` leaves when it takes no branch: containers see no child there.
    public var isAbsent: Bool { LayoutPass.isAbsent(view) }

    /// Its spacing on its edges.
    public var spacing: EdgeSpacing { pass.spacing(of: view, env, id) }

    /// Where its guide `key` lies when it is laid out at `size`, from its leading or top edge.
    public func guide(_ key: AlignmentKey, size: Size) throws -> Double {
        try pass.guide(view, key, size: size, env, id)
    }

    /// The guide `key` it sets itself at `size`, or nil where it keeps the default.
    public func explicitGuide(_ key: AlignmentKey, size: Size) throws -> Double? {
        try pass.explicitGuide(view, key, size: size, env, id)
    }

    /// A `Spacer`'s minimum length, when the child is a spacer.
    var spacerMinLength: Double?? {
        if case .spacer(let minLength) = view { return .some(minLength) }
        return nil
    }

    /// The container the child is, seen through the modifiers that mark a container's child
    /// without laying it out (its identity, an `if`'s branch …), and its children; nil for any
    /// other view.
    var container: (layout: any ContainerLayout, children: LayoutChildren)? {
        guard let (container, views) = LayoutPass.containerContent(view) else { return nil }
        return (
            container.layout, LayoutChildren(pass: pass, views: views, id: id, env: env, layout: container.layout)
        )
    }
}
