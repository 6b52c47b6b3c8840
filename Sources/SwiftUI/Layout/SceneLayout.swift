internal import Geometry
internal import SceneGraph

/// A scene's `Layout` as an engine container. Its code is the scene's: it runs in turn with the
/// scene's other callbacks (`SceneRuntime.callback`), and what it measures goes back to the engine's
/// pass (memoised sizes), which can call further scene code on the same thread.
struct SceneLayout<L: Layout>: ContainerLayout {
    let layout: UncheckedSendable<L>
    /// Each child's layout values (`.layoutValue(key:value:)`).
    let values: UncheckedSendable<[[ObjectIdentifier: Any]]>
    /// Identifies the layout and its values for equality: a snapshot whose layout's properties
    /// changed differs from the last (FNV-1a of their descriptions, the same on every run).
    let id: Int
    /// The scene's seed and the time it was lowered at: the layout's random numbers and `Date()`
    /// come from them and the call's inputs, as for the other callbacks.
    let moment: FrameClock.Moment
    /// The scene's runtime, whose turn its code takes.
    let runtime: SceneRuntime

    init(_ layout: L, values: [[ObjectIdentifier: Any]]) {
        moment = FrameClock.Moment.now
        runtime = SceneRuntime.currentOrNew
        self.layout = UncheckedSendable(layout)
        self.values = UncheckedSendable(values)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // The values in an order of their own: a dictionary's order can differ between equal ones.
        let described = values.map { child in child.map { "\($0.key): \($0.value)" }.sorted() }
        for byte in (String(describing: layout) + String(describing: described)).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        id = Int(truncatingIfNeeded: hash)
    }

    /// The scene's cache for one container, in a box the engine's pass keeps.
    final class Cache {
        var value: L.Cache
        init(_ value: L.Cache) { self.value = value }
    }

    /// Runs the scene's `body` on `children` (called with `inputs`: a proposal, bounds), then
    /// throws what measuring them threw.
    private func call<T>(_ children: LayoutChildren, _ inputs: [Double], _ body: (LayoutSubviews) -> T) throws -> (
        T, LayoutRun
    ) {
        let run = LayoutRun(values: values.value)
        let result = runtime.callback {
            moment.run(inputs: inputs) { body(LayoutSubviews(children: children, run: run)) }
        }
        if let error = run.error { throw error }
        return (result, run)
    }

    /// The layout's `spacing(subviews:cache:)`, with a cache of its own; a plain view's if
    /// measuring a subview failed (the error is thrown where the layout sizes them).
    func spacing(children: LayoutChildren) -> EdgeSpacing {
        let result = try? call(children, []) { subviews in
            var cache = layout.value.makeCache(subviews: subviews)
            return layout.value.spacing(subviews: subviews, cache: &cache).engine
        }
        return result?.0 ?? .standard
    }

    func makeCache(children: LayoutChildren) throws -> Cache {
        try call(children, []) { Cache(layout.value.makeCache(subviews: $0)) }.0
    }

    func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Cache) throws -> Size {
        let box = cache
        let s = try call(children, Self.numbers(proposal)) {
            layout.value.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: $0, cache: &box.value)
        }.0
        // A size that is not a length (NaN, infinite, negative) is taken as none.
        func length(_ v: CGFloat) -> Double { v.isFinite && v > 0 ? Double(v) : 0 }
        return Size(width: length(s.width), height: length(s.height))
    }

    func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Cache)
        throws -> [Rect?]
    {
        let box = cache
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let run = try call(children, Self.numbers(proposal) + Self.numbers(bounds)) {
            layout.value.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: $0, cache: &box.value)
        }.1
        var frames: [Rect?] = []
        for child in children {
            let placement = run.placements[child.position]
            let s = try child.sizeThatFits(placement?.proposal.engine ?? .unspecified)
            guard let placement, placement.position.x.isFinite, placement.position.y.isFinite else {
                // Not placed (or placed nowhere): centred in the bounds.
                frames.append(
                    Rect(
                        x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height))
                continue
            }
            let x = Double(placement.position.x) - s.width * Double(placement.anchor.x)
            let y = Double(placement.position.y) - s.height * Double(placement.anchor.y)
            frames.append(Rect(x: x, y: y, width: s.width, height: s.height))
        }
        return frames
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Cache
    ) throws -> Double? {
        let box = cache
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let value = try call(children, Self.numbers(proposal) + Self.numbers(bounds)) { subviews -> CGFloat? in
            let proposal = ProposedViewSize(proposal)
            switch key {
            case .horizontal(let guide):
                return layout.value.explicitAlignment(
                    of: HorizontalAlignment(engine: guide), in: rect, proposal: proposal, subviews: subviews,
                    cache: &box.value)
            case .vertical(let guide):
                return layout.value.explicitAlignment(
                    of: VerticalAlignment(engine: guide), in: rect, proposal: proposal, subviews: subviews,
                    cache: &box.value)
            }
        }.0
        if let value, value.isFinite { return Double(value) }
        // None of its own: its subviews', as the stacks combine them.
        let frames = try placeChildren(
            in: Rect(origin: .zero, size: bounds.size), proposal: proposal, children: children, cache: &cache)
        return try children.combinedGuide(key, frames: frames)
    }

    /// The axis its `layoutProperties` name.
    var stackOrientation: StackAxis? {
        switch runtime.callback({ L.layoutProperties.stackOrientation }) {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case nil: nil
        }
    }

    /// A proposal's numbers (nil as NaN), for a call's inputs.
    static func numbers(_ p: ProposedSize) -> [Double] { [p.width ?? .nan, p.height ?? .nan] }
    static func numbers(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

    /// Its code may answer any guide.
    var setsGuidesOfItsOwn: Bool { true }

    func isEqual(to other: any ContainerLayout) -> Bool {
        guard let other = other as? Self else { return false }
        return id == other.id
    }
}
