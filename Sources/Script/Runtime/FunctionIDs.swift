/// Hands out identifiers for GeometryReader contents: distinct within one scene, and the same
/// for every run of the same scene.
struct FunctionIDs {
    /// The identifier of the content this interpreter evaluates (0 for the scene itself).
    let base: Int
    private var next = 0

    init(base: Int) { self.base = base }

    mutating func make() -> Int {
        next += 1
        // Contents evaluated inside another content get identifiers derived from its own.
        return base &* 1_000_003 &+ next
    }
}
