internal import Geometry
internal import SceneGraph

/// One subview of a custom `Layout`: measure it at any proposal, read its priority, spacing and
/// layout values, and place it (in `placeSubviews`).
public struct LayoutSubview: Equatable {
    let child: LayoutChild
    let run: LayoutRun

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = run.measure { try child.sizeThatFits(proposal.engine) } ?? .zero
        return CGSize(width: s.width, height: s.height)
    }

    /// Its size for `proposal`, and its guides at that size.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let s = run.measure { try child.sizeThatFits(proposal.engine) } ?? .zero
        var explicit: [AlignmentKey: Double] = [:]
        for key in AlignmentKey.all {
            if let value = run.measure({ try child.explicitGuide(key, size: s) }) ?? nil { explicit[key] = value }
        }
        return ViewDimensions(engine: GuideDimensions(size: s, explicit: explicit))
    }

    /// Its `layoutPriority` (0 by default).
    public var priority: Double { child.priority }

    /// The spacing it asks for on its edges (see `ViewSpacing`).
    public var spacing: ViewSpacing { ViewSpacing(engine: child.spacing) }

    /// Its value for the layout value `key` (`.layoutValue(key:value:)`), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        run.values(of: child.position)[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position` (in the container's coordinates),
    /// sized for `proposal`. A subview placed twice takes the last; one never placed is
    /// centred in the container's bounds at its ideal size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        run.placements[child.position] = LayoutRun.Placement(position: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.run === b.run && a.child.position == b.child.position
    }
}

/// One call of a custom layout by the engine: its subviews' layout values, where they were
/// placed, and the first error measuring them (thrown once the scene's code returns).
final class LayoutRun {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    let values: [[ObjectIdentifier: Any]]
    var placements: [Int: Placement] = [:]
    var error: (any Error)?

    init(values: [[ObjectIdentifier: Any]]) { self.values = values }

    func values(of position: Int) -> [ObjectIdentifier: Any] {
        position < values.count ? values[position] : [:]
    }

    /// `body`'s result, or nil after an error (kept for the engine; the scene's code goes on).
    func measure<T>(_ body: () throws -> T) -> T? {
        guard error == nil else { return nil }
        do { return try body() } catch {
            self.error = error
            return nil
        }
    }
}
