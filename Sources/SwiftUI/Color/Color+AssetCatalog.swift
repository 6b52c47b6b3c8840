internal import Raster
internal import SceneGraph

// Colours from the scene's asset catalogs (`*.xcassets` beside the scene or up to three folders
// above, `AssetCatalog`): a colour set's colour for the light appearance and its dark
// appearance, resolved where the colour is drawn; a set naming a system colour follows it.

extension Color {
    /// The colour set `name` of the scene's asset catalog (`Brand.colorset`), in light and dark
    /// mode. A name no catalog has draws clear, as iOS draws it, with a warning at this line.
    public init(_ name: String, bundle: Bundle? = nil, line: Int = #line, column: Int = #column) {
        self.init(
            provider: Color.catalogProvider(name)
                ?? Color.missingColor(name, in: "Color(_:bundle:)", line: line, column: column))
    }

    /// The colour an asset catalog's colour set `name` is made from, or nil when no catalog of
    /// the scene has it.
    static func catalogProvider(_ name: String) -> Provider? {
        guard let folder = SceneFolder.current,
            let set = AssetCatalog.ofScene(in: folder).color(named: name)
        else { return nil }
        if let system = set.systemName {
            // "systemBlue" and "systemBackground" as UIKit names them; SwiftUI's table says "blue".
            let swiftUIName =
                system.hasPrefix("system") ? system.dropFirst(6).prefix(1).lowercased() + system.dropFirst(7) : system
            for candidate in [system, swiftUIName] where SystemColor.named(candidate) != nil {
                return .system(candidate)
            }
        }
        return .appearances(light: set.light, dark: set.dark ?? set.light)
    }

    /// What a missing colour draws: clear, as iOS draws `Color("missing")`, with a warning.
    static func missingColor(_ name: String, in construct: String, line: Int, column: Int) -> Provider {
        warnMissingColor(name, in: construct, "drawn clear, as iOS draws it", line: line, column: column)
        return .components(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// Warns, once per place, that no catalog has the colour set `name`.
    static func warnMissingColor(_ name: String, in construct: String, _ consequence: String, line: Int, column: Int) {
        RuntimeWarning.emit(
            "\(construct): no colour named '\(AssetCatalog.printable(name))' in the scene's asset "
                + "catalogs (*.xcassets beside the scene or up to \(AssetCatalog.parentLevels) folders "
                + "above); \(consequence)", line: line, column: column)
    }
}

/// The folder of the scene whose code runs, where its asset catalogs and fonts are found: kept
/// by the scene's runtime, which scene code the engine calls while rendering (a `Canvas`, a
/// `GeometryReader`'s content) also finds, outside the evaluation.
enum SceneFolder {
    static var current: String? { SceneRuntime.current?.sceneFolder }
}
