/// A case of an enum declared in the scene.
struct EnumCaseValue: Hashable {
    /// The enum's qualified name.
    var type: String
    var name: String
}
