/// What `.searchable` asks a navigation container to show: the binding's text and the prompt.
struct SearchField {
    var text: String
    var prompt: Text?
}

private struct SearchFieldKey: EnvironmentKey { static var defaultValue: SearchField? { nil } }

extension EnvironmentValues {
    /// The search field a `.searchable` around a navigation container asks it to show.
    var searchField: SearchField? {
        get { self[SearchFieldKey.self] }
        set { self[SearchFieldKey.self] = newValue }
    }
}
