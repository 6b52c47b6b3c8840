internal import SceneGraph

extension View {
    /// Sets preference `key` to `value` for the views around this one, in place of what views
    /// inside it set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(
            SceneModifier { content, context in
                context.graph.setPreference(key, value, at: context.path)
                return content
            })
    }

    /// Changes preference `key` as the views inside this one set it (their values combined, or
    /// the key's default).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> some View
    {
        modifier(
            SceneModifier { content, context in
                var value = context.graph.preference(key, inside: context.path)
                callback(&value)
                context.graph.setPreference(key, value, at: context.path)
                return content
            })
    }
}
