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
    func extendedIntoSafeArea(_ rect: Rect, _ edges: SafeAreaEdges, _ env: LayoutEnvironment) -> Rect {
        let insets = engine.safeArea
        let edges = edges.intersection(env.safeAreaEdges)
        guard insets != EdgeInsets(), !edges.isEmpty else { return rect }
        let safe = engine.safeRect
        let canvas = engine.canvas
        let e = Self.safeAreaTolerance
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), insets.top > 0, minY <= safe.minY + e { minY = min(minY, 0) }
        if edges.contains(.bottom), insets.bottom > 0, maxY >= safe.maxY - e { maxY = max(maxY, canvas.height) }
        if edges.contains(.leading), insets.leading > 0, minX <= safe.minX + e { minX = min(minX, 0) }
        if edges.contains(.trailing), insets.trailing > 0, maxX >= safe.maxX - e { maxX = max(maxX, canvas.width) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What a `GeometryReader` at `rect` reports as `safeAreaInsets`: the device's inset on each
    /// edge where its frame reaches the safe area's edge (inside it or beyond), else 0. A reader
    /// filling the safe area and one extended to the whole screen both report the full insets,
    /// as SwiftUI's do.
    func safeAreaInsets(of rect: Rect, _ env: LayoutEnvironment) -> EdgeInsets {
        let insets = engine.safeArea
        guard insets != EdgeInsets() else { return insets }
        let safe = engine.safeRect
        let e = Self.safeAreaTolerance
        let edges = env.safeAreaEdges
        return EdgeInsets(
            top: edges.contains(.top) && rect.minY <= safe.minY + e ? insets.top : 0,
            leading: edges.contains(.leading) && rect.minX <= safe.minX + e ? insets.leading : 0,
            bottom: edges.contains(.bottom) && rect.maxY >= safe.maxY - e ? insets.bottom : 0,
            trailing: edges.contains(.trailing) && rect.maxX >= safe.maxX - e ? insets.trailing : 0)
    }
}
