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
    /// What an outline depends on (the flattening tolerance is a constant). The cheap fields
    /// come first: keys compare field by field in this order, so keys of other shapes rarely
    /// reach the kind (which may hold a path).
    struct Key: Equatable {
        let frame: Rect
        let transform: AffineTransform
        let trimFrom: Double
        let trimTo: Double
        let mode: ShapeContent.Mode
        let kind: ShapeKind
    }

    private struct Entry {
        let key: Key
        /// nil: the shape draws nothing.
        let path: Path?
    }

    /// Outlines kept: the shapes of a busy screen, few enough to search on every shape.
    static let capacity = 128
    /// Path elements kept in all (about 56 bytes each): a scene moving a huge path every frame
    /// keeps a few of its outlines, not 128.
    static let elementBudget = 1 << 18

    private struct State {
        /// Most recently used last.
        var entries: [Entry] = []
        var elements = 0
    }

    private let state = Mutex(State())

    /// The outline kept for `key`, or `make()`'s, which is then kept.
    func path(for key: Key, make: () -> Path?) -> Path? {
        let found: Path?? = state.withLock { state in
            guard let index = state.entries.lastIndex(where: { $0.key == key }) else {
                return nil
            }
            let entry = state.entries.remove(at: index)
            state.entries.append(entry)
            return .some(entry.path)
        }
        if let found { return found }
        let path = make()
        let size = path?.elements.count ?? 0
        guard size <= ShapePathCache.elementBudget / 4 else { return path }
        state.withLock { state in
            // Another thread may have built the same outline meanwhile.
            guard !state.entries.contains(where: { $0.key == key }) else { return }
            state.entries.append(Entry(key: key, path: path))
            state.elements += size
            while state.entries.count > ShapePathCache.capacity || state.elements > ShapePathCache.elementBudget {
                state.elements -= state.entries.removeFirst().path?.elements.count ?? 0
            }
        }
        return path
    }

    /// The path elements kept (for tests).
    var elementCount: Int { state.withLock { $0.elements } }

    /// Drops every outline.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
