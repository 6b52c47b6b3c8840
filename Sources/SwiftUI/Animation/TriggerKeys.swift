internal import SceneGraph

/// The keys of the values `.animation(_:value:)` and the animators watch.
///
/// SceneGraph compares a watched value between snapshots by its `AnimationTrigger` text, and
/// that comparison must hold exactly when the values are `==`. No text made from the value
/// alone does that (`String(reflecting:)` tells -0.0 from 0.0, prints every instance of a
/// class alike, and ignores a custom `==`), so each distinct value of a type is interned:
/// its key is the type, the text of the first value seen equal to it, and that value's index.
/// Equal values find the same first value, unequal ones different ones; the table lives in
/// the scene's view graph, so keys are the same on every run of a scene.
final class TriggerKeys: @unchecked Sendable {
    // Animator contents are lowered again while frames render (on other threads).
    private let lock = NSLock()
    private var hashed: [ObjectIdentifier: [AnyHashable: String]] = [:]
    private var others: [ObjectIdentifier: [(matches: (Any) -> Bool, key: String)]] = [:]
    private var counts: [ObjectIdentifier: Int] = [:]

    /// The table of the scene being lowered in `context`.
    static func of(_ context: LoweringContext) -> TriggerKeys {
        context.graph.box(ViewPath(), "zoetrope.triggerKeys") { TriggerKeys() }
    }

    /// The trigger of `value`: equal to another value's exactly when the values are equal.
    func trigger<V: Equatable>(_ value: V) -> AnimationTrigger {
        lock.lock()
        defer { lock.unlock() }
        let type = ObjectIdentifier(V.self)
        if let hashable = value as? AnyHashable {
            if let key = hashed[type]?[hashable] { return AnimationTrigger(key) }
            let key = newKey(value, type)
            hashed[type, default: [:]][hashable] = key
            return AnimationTrigger(key)
        }
        if let known = others[type]?.first(where: { $0.matches(value) }) { return AnimationTrigger(known.key) }
        let key = newKey(value, type)
        others[type, default: []].append((matches: { ($0 as? V) == value }, key: key))
        return AnimationTrigger(key)
    }

    private func newKey<V>(_ value: V, _ type: ObjectIdentifier) -> String {
        let index = counts[type, default: 0]
        counts[type] = index + 1
        return "\(V.self) #\(index): \(String(reflecting: value))"
    }
}
