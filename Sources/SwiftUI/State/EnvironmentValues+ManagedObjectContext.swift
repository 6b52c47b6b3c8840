/// The Core Data context of the views inside: `.environment(\.managedObjectContext,
/// container.viewContext)`. Without one, a context of its own for the scene, with an empty
/// store (iOS's default context has no store and fails its first fetch; a render shows the app
/// as a fresh install shows it instead).
private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { SceneRuntime.currentOrNew.managedObjectContext }
}

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
