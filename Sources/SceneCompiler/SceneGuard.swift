/// The host's side of a scene program's limits (DESIGN.md §7): the environment variable that
/// passes them and the marker lines the program writes when it stops its scene.
///
/// The program's side is `SceneProgramGuard` in the Zoetrope module, which every scene program
/// links: it reads `ZOETROPE_SCENE_LIMITS` = "<cpu seconds> <memory bytes> <evaluation seconds>",
/// lowers its own limits and, when the scene passes one, writes one of these markers and stops
/// the thread running scene code at its line (`SceneCrash` reads both). The names are spelled in
/// both modules, which share no module; CLITests' SceneProgramGuardTests checks that they agree.
enum SceneGuard {
    static let markerPrefix = "zoetrope-scene: "
    static let evaluationMarker = markerPrefix + "evaluation-timeout"
    static let cpuMarker = markerPrefix + "cpu-limit"
    static let memoryMarker = markerPrefix + "memory-limit"
    static let environmentName = "ZOETROPE_SCENE_LIMITS"
}
