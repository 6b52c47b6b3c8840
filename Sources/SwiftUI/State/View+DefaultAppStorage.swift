extension View {
    /// The store `@AppStorage` properties without a `store:` use below this view. Accepted and
    /// changes nothing: every store is empty when a render begins (see `AppStorage`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

extension Scene {
    /// The store the scene's `@AppStorage` properties use (see `View.defaultAppStorage(_:)`).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}
