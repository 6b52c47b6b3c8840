import Foundation
import Geometry

/// The outlines of adjusted icons (`SymbolAdjustment`: outlined, ringed, turned, mirrored), kept
/// in the icon font's units once made, by icon, symbol name and weight; thread-safe.
///
/// Outlining an icon takes boolean operations on its contours, milliseconds each, and layout
/// asks for a symbol again whenever it lays it out (every frame, where a symbol's font size
/// animates or a `TimelineView` rebuilds it): the adjustment depends on the size only through
/// its stroke and tolerance, which are fixed fractions of the grid, so one outline in font units
/// serves every size.
final class AdjustedIconCache: @unchecked Sendable {
    static let shared = AdjustedIconCache()

    private let lock = NSLock()
    private var outlines: [String: Path] = [:]  // guarded by `lock`

    /// The outline cached for `key`, or `make()`'s, kept for the next time.
    func outline(for key: String, make: () throws -> Path) rethrows -> Path {
        if let cached = lock.withLock({ outlines[key] }) { return cached }
        let made = try make()
        lock.withLock { outlines[key] = made }
        return made
    }
}
