import Geometry

/// The safe area (DESIGN.md §6): the canvas less the device's insets (the status bar, the home
/// indicator). Views are laid out inside it; a view that ignores it on an edge is extended to the
/// canvas's edge there when its frame reaches the safe area's edge, as SwiftUI extends a view
/// whose frame touches the safe area into the insets beyond.
extension LayoutPass {
    /// Slack for frames computed in floating point that meet the safe area's edge.
    static let safeAreaTolerance = 0.001

    /// `rect` (canvas points) extended to the canvas's edge on each edge of `edges` that reaches
    /// the safe area's edge (and that `env` has not consumed: a scroll view's content has none on
    /// its axis).
    func extendedIntoSafeArea(_ rect: Rect, _ edges: EdgeSet, _ env: LayoutEnvironment) -> Rect {
        let (safe, outer) = safeAreaBounds(env)
        let edges = edges.intersection(env.safeAreaEdges)
        guard safe != outer, !edges.isEmpty else { return rect }
        let e = Self.safeAreaTolerance
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), safe.minY > outer.minY, minY <= safe.minY + e { minY = min(minY, outer.minY) }
        if edges.contains(.bottom), outer.maxY > safe.maxY, maxY >= safe.maxY - e { maxY = max(maxY, outer.maxY) }
        if edges.contains(.leading), safe.minX > outer.minX, minX <= safe.minX + e { minX = min(minX, outer.minX) }
        if edges.contains(.trailing), outer.maxX > safe.maxX, maxX >= safe.maxX - e { maxX = max(maxX, outer.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The safe area views in `env` are laid out in and the rectangle they extend to when they
    /// ignore it: the device's (the canvas less its insets, and the canvas) unless a
    /// `.safeAreaInset` above changed them.
    func safeAreaBounds(_ env: LayoutEnvironment) -> (safe: Rect, outer: Rect) {
        if let region = env.safeAreaRegion { return (region.safe, region.outer) }
        return (engine.safeRect, Rect(origin: .zero, size: engine.canvas))
    }

    /// What a `GeometryReader` at `rect` reports as `safeAreaInsets`: the device's inset on each
    /// edge where its frame reaches the safe area's edge (inside it or beyond), else 0. A reader
    /// filling the safe area and one extended to the whole screen both report the full insets,
    /// as SwiftUI's do.
    func safeAreaInsets(of rect: Rect, _ env: LayoutEnvironment) -> Insets {
        let (safe, outer) = safeAreaBounds(env)
        guard safe != outer else { return Insets() }
        let e = Self.safeAreaTolerance
        let edges = env.safeAreaEdges
        return Insets(
            top: edges.contains(.top) && rect.minY <= safe.minY + e ? safe.minY - outer.minY : 0,
            leading: edges.contains(.leading) && rect.minX <= safe.minX + e ? safe.minX - outer.minX : 0,
            bottom: edges.contains(.bottom) && rect.maxY >= safe.maxY - e ? outer.maxY - safe.maxY : 0,
            trailing: edges.contains(.trailing) && rect.maxX >= safe.maxX - e ? outer.maxX - safe.maxX : 0)
    }
}
