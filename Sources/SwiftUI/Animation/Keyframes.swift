internal import Timeline

/// Keyframe tracks that move the parts of a value: SwiftUI's `Keyframes`, what a
/// `KeyframeAnimator`'s keyframes closure returns.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

extension Never: Keyframes {}

/// One track resolved for the value it animates a part of.
struct ResolvedKeyframeTrack<Root> {
    /// The part's name ("value" for the whole value, "offset.x" for `\.offset.x`).
    var name: String
    /// A name per number of the part, after `name` ("radians", "x", "" for a number).
    var componentNames: [String]
    var keyframes: [Keyframe]
    /// The part's numbers in a value; nil when the engine cannot move its type.
    var read: (Root) -> [Double]?
    /// Sets the part of a value to numbers.
    var write: (inout Root, [Double]) -> Void
    /// True for keyframes written directly in a `KeyframesBuilder` (no `KeyframeTrack`): they
    /// are one track of the whole value, played in the order written.
    var isBare = false
}

/// Keyframes that are resolved tracks themselves (tracks and lists).
protocol PrimitiveKeyframes<Root> {
    associatedtype Root
    var resolvedTracks: [ResolvedKeyframeTrack<Root>] { get }
}

/// The tracks of any keyframes, in order.
func resolvedTracks<K: Keyframes>(of keyframes: K) -> [ResolvedKeyframeTrack<K.Value>] {
    if let primitive = keyframes as? any PrimitiveKeyframes<K.Value> { return primitive.resolvedTracks }
    guard K.Body.self != Never.self else { return [] }
    return resolvedTracks(of: keyframes.body) as? [ResolvedKeyframeTrack<K.Value>] ?? []
}

/// The keyframes of one part of a value (`\.scale`), or of the whole value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Content.Value == Value {
    public typealias Body = Never
    let track: ResolvedKeyframeTrack<Root>

    /// Keyframes for the part of the value at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        track = ResolvedKeyframeTrack(
            name: Self.name(of: keyPath), componentNames: Value.engineComponentNames ?? [],
            keyframes: engineKeyframes(of: content()), read: { $0[keyPath: keyPath].engineVector },
            write: { root, vector in root[keyPath: keyPath] = root[keyPath: keyPath].withEngineVector(vector) })
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }

    // An explicit return: no result builder is applied to a body that is never asked for.
    public var body: Never { return neverBody("KeyframeTrack") }
    var resolvedTracks: [ResolvedKeyframeTrack<Root>] { [track] }

    /// The part's name from the key path's text (`\Values.offset.x` → "offset.x"); "value" for
    /// the whole value.
    private static func name(of keyPath: WritableKeyPath<Root, Value>) -> String {
        let text = String(describing: keyPath)
        let prefix = "\\" + String(describing: Root.self) + "."
        let name = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        return name.isEmpty || name == "self" ? "value" : name
    }
}

/// Keyframe tracks in order: what `KeyframesBuilder` builds.
public struct _KeyframesList<Value>: Keyframes, PrimitiveKeyframes {
    public typealias Body = Never
    let resolvedTracks: [ResolvedKeyframeTrack<Value>]

    public var body: Never { return neverBody("Keyframes") }
}

/// Builds keyframe tracks from the statements of a closure (`if`, `switch` and `for` too).
@resultBuilder
public enum KeyframesBuilder<Value> {
    public typealias List = _KeyframesList<Value>

    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> List where K.Value == Value {
        List(resolvedTracks: resolvedTracks(of: expression))
    }
    /// A track of a part of the value (its `Keyframes.Value` is the part's type, so it needs
    /// its own overload to take the animator's value as its root).
    public static func buildExpression<Part, Content>(_ expression: KeyframeTrack<Value, Part, Content>) -> List {
        List(resolvedTracks: expression.resolvedTracks)
    }
    /// A bare keyframe stands for a keyframe of a track of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> List where K.Value == Value {
        var tracks = KeyframeTrack<Value, Value, _KeyframeTrackContentList<Value>>(\.self) { expression }
            .resolvedTracks
        for k in tracks.indices { tracks[k].isBare = true }
        return List(resolvedTracks: tracks)
    }
    public static func buildBlock(_ components: List...) -> List { joined(components) }
    public static func buildArray(_ components: [List]) -> List { joined(components) }
    public static func buildOptional(_ component: List?) -> List { component ?? List(resolvedTracks: []) }
    public static func buildEither(first component: List) -> List { component }
    public static func buildEither(second component: List) -> List { component }
    public static func buildLimitedAvailability(_ component: List) -> List { component }

    /// The tracks of `lists` in order, bare keyframes written one after another joined into
    /// one track: as in SwiftUI, they play in sequence rather than each from the start.
    private static func joined(_ lists: [List]) -> List {
        var tracks: [ResolvedKeyframeTrack<Value>] = []
        for track in lists.flatMap(\.resolvedTracks) {
            if track.isBare, let last = tracks.indices.last, tracks[last].isBare {
                tracks[last].keyframes += track.keyframes
            } else {
                tracks.append(track)
            }
        }
        return List(resolvedTracks: tracks)
    }
}

/// Keyframes played on their own: SwiftUI's `KeyframeTimeline`, for reading a value at a
/// time outside an animator.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]
    let engine: KeyframeCurveGroup

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        let tracks = resolvedTracks(of: content()).filter { $0.read(initialValue) != nil }
        self.tracks = tracks
        engine = KeyframeCurveGroup(
            tracks: tracks.map {
                KeyframeCurve(initialValue: $0.read(initialValue) ?? [], keyframes: $0.keyframes)
            })
    }

    /// Seconds until the last track ends.
    public var duration: TimeInterval { engine.duration }

    /// The value `time` seconds in.
    public func value(time: Double) -> Value {
        var value = initialValue
        for (track, vector) in zip(tracks, engine.values(at: time)) { track.write(&value, vector) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
