import Geometry
import Synchronization

/// Device outlines of shapes built for recent frames, so that a shape drawn again exactly as
/// before (same kind, trim, fill or stroke, frame and transform) gets the very same path back
/// instead of being outlined again: strokes are not stroked again every frame, and display lists
/// of consecutive frames share the storage of their unchanged paths, which makes comparing them
/// (to find what changed between frames) cheap.
///
/// Only the most recently used outlines are kept. Safe to use from any thread (frames are built
/// on several at once).
final class ShapePathCache: Sendable {
    /// What an outline depends on (the flattening tolerance is a constant).
    struct Key: Equatable {
        let kind: ShapeKind
        let trimFrom: Double
        let trimTo: Double
        let mode: ShapeContent.Mode
        let frame: Rect
        let transform: AffineTransform

        /// Cheap to compare: keys that differ here never need the full comparison.
        fileprivate var summary: Summary { Summary(frame: frame, transform: transform, trimTo: trimTo) }
    }

    fileprivate struct Summary: Equatable {
        let frame: Rect
        let transform: AffineTransform
        let trimTo: Double
    }

    private struct Entry {
        let summary: Summary
        let key: Key
        /// nil: the shape draws nothing.
        let path: Path?
    }

    /// Outlines kept: the shapes of a busy screen, few enough to search on every shape.
    static let capacity = 128

    /// Most recently used last.
    private let entries = Mutex<[Entry]>([])

    /// The outline kept for `key`, or `make()`'s, which is then kept.
    func path(for key: Key, make: () -> Path?) -> Path? {
        let summary = key.summary
        let found: Path?? = entries.withLock { entries in
            guard let index = entries.lastIndex(where: { $0.summary == summary && $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return .some(entry.path)
        }
        if let found { return found }
        let path = make()
        entries.withLock { entries in
            entries.append(Entry(summary: summary, key: key, path: path))
            if entries.count > ShapePathCache.capacity { entries.removeFirst(entries.count - ShapePathCache.capacity) }
        }
        return path
    }

    /// Drops every outline.
    func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
