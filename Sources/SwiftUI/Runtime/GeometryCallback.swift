/// An action that runs because layout changed what a view reads (`onPreferenceChange`,
/// `onGeometryChange`): one that runs again and again at the same scene time never lets the
/// geometry settle, and the scene stops with an error at its line (`SceneRun`).
struct GeometryCallback {
    /// The modifier, for the message.
    var name: String
    var path: ViewPath
    var line: Int
    var column: Int

    /// False once it has run too often at the current scene time (the scene then fails).
    func admitted() -> Bool { SceneRun.current?.admits(self) ?? true }
}
