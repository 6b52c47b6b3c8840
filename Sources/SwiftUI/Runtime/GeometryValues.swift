internal import Geometry
internal import SceneGraph

/// What evaluation knows of the views' geometry from the latest layout it made: the frames of
/// the views that report theirs (GeometryReaders whose content reads geometry, anchors,
/// `onGeometryChange`, named coordinate spaces), by key, and the named coordinate spaces.
struct GeometryValues: Equatable {
    var frames: [Int: ReportedFrame] = [:]
    var coordinateSpaces: [CoordinateSpaceEntry] = []

    /// The frame in canvas points of the nearest view around `path` that names its coordinate
    /// space `name`; nil when none does.
    func frame(ofSpaceNamed name: AnyHashable, around path: ViewPath) -> Rect? {
        var best: CoordinateSpaceEntry?
        for entry in coordinateSpaces where entry.name == name && path.hasPrefix(entry.path) {
            if best.map({ entry.path.elements.count > $0.path.elements.count }) ?? true { best = entry }
        }
        return best.flatMap { frames[$0.key]?.drawnFrame }
    }
}

/// `.coordinateSpace(name:)` on the view at `path`, whose frame is reported under `key`.
struct CoordinateSpaceEntry: Equatable {
    var path: ViewPath
    var name: AnyHashable
    var key: Int
}

/// A preference value written by the view at `path` (`.preference`, `.anchorPreference`, …).
struct PreferenceWrite {
    var path: ViewPath
    var key: ObjectIdentifier
    var value: Any
}

extension ViewPath {
    /// True when `self` is `ancestor` or a place inside it.
    func hasPrefix(_ ancestor: ViewPath) -> Bool {
        elements.count >= ancestor.elements.count && elements.starts(with: ancestor.elements)
    }
}

extension ViewGraph {
    /// The key the frame of the view at `path` is reported under.
    func geometryKey(_ path: ViewPath) -> Int { path.hashValue }

    /// Records `.coordinateSpace(name:)` on the view at `path`.
    func nameCoordinateSpace(_ name: AnyHashable, at path: ViewPath) -> Int {
        let key = geometryKey(path)
        coordinateSpaces.append(CoordinateSpaceEntry(path: path, name: name, key: key))
        return key
    }

    /// The values of preference `key` written inside the view at `path` in this evaluation, in
    /// view order. (Content is lowered just before the modifiers around it, so its writes are
    /// the last ones.)
    func preferenceValues<K: PreferenceKey>(_ key: K.Type, inside path: ViewPath) -> [K.Value] {
        let id = ObjectIdentifier(key)
        var values: [K.Value] = []
        for write in preferenceWrites.reversed() {
            guard write.path.hasPrefix(path) else { break }
            if write.key == id, let value = write.value as? K.Value { values.append(value) }
        }
        return values.reversed()
    }

    /// Preference `key` of the view at `path`: its values combined in view order with the key's
    /// `reduce`, or its default value when none is written there.
    func preference<K: PreferenceKey>(_ key: K.Type, inside path: ViewPath) -> K.Value {
        let values = preferenceValues(key, inside: path)
        guard var value = values.first else { return K.defaultValue }
        for next in values.dropFirst() { K.reduce(value: &value, nextValue: { next }) }
        return value
    }

    /// Sets preference `key` of the view at `path` to `value`, in place of what its content wrote.
    func setPreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value, at path: ViewPath) {
        let id = ObjectIdentifier(key)
        var start = preferenceWrites.count
        while start > 0, preferenceWrites[start - 1].path.hasPrefix(path) { start -= 1 }
        preferenceWrites[start...].removeAll { $0.key == id }
        preferenceWrites.append(PreferenceWrite(path: path, key: id, value: value))
        noteGeometryDependence()
    }
}
