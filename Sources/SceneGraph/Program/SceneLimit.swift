/// A limit of DESIGN.md §7 that a scene reached and its user can raise: which, with its value.
/// The words for it, with the flag that raises it, are the command line's.
public enum SceneLimit: Sendable, Equatable {
    /// More views in one snapshot of the scene than the limit.
    case viewsInSnapshot(Int)
    /// More views and modifiers to lay out than the limit (a multiple of the view limit).
    case layoutNodes(Int)
    /// More changes of state within one second of scene time than the limit; `at` is the
    /// scene time of the change that passed it, in seconds.
    case stateChanges(Int, at: Double)
}
