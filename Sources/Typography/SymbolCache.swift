import Foundation
import Geometry

/// Symbols that take boolean operations to make, kept once made (one cache per `FontLibrary`,
/// whose fonts they are made from); thread-safe. Layout asks for a
/// symbol again whenever it lays it out (every frame, where a symbol's font size animates or a
/// `TimelineView` rebuilds it), and each such operation takes milliseconds.
///
/// - Adjusted icons (`SymbolAdjustment`: outlined, ringed, turned, mirrored), in the icon font's
///   units, by icon, symbol name and weight: the adjustment depends on the size only through
///   its stroke and tolerance, which are fixed fractions of the grid, so one outline in font
///   units serves every size.
/// - Built symbols (`SymbolVariant`: in containers, badged, slashed, numbered, overlapping,
///   drawn), at one reference size, by name and weight: they are made of lines and outlines
///   whose widths and tolerances are fixed fractions of the size, so they scale.
final class SymbolCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outlines: [String: Path] = [:]  // guarded by `lock`
    private var glyphs: [String: SymbolGlyph] = [:]  // guarded by `lock`

    /// The adjusted icon outline cached for `key`, or `make()`'s, kept for the next time.
    func outline(for key: String, make: () throws -> Path) rethrows -> Path {
        try cached(\.outlines, key, make)
    }

    /// The built symbol cached for `key`, or `make()`'s, kept for the next time.
    func glyph(for key: String, make: () throws -> SymbolGlyph) rethrows -> SymbolGlyph {
        try cached(\.glyphs, key, make)
    }

    private func cached<Value>(
        _ store: ReferenceWritableKeyPath<SymbolCache, [String: Value]>, _ key: String, _ make: () throws -> Value
    ) rethrows -> Value {
        if let cached = lock.withLock({ self[keyPath: store][key] }) { return cached }
        let made = try make()
        lock.withLock { self[keyPath: store][key] = made }
        return made
    }
}
