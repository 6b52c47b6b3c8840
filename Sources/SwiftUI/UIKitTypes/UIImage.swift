import Foundation
internal import SceneGraph

/// UIKit's image, as SwiftUI code uses it (`Image(uiImage: UIImage(named: "logo")!)`). Declared
/// here because `import SwiftUI` brings UIKit's names on iOS. An image is a name of the scene's
/// images: `NAME.png` (or .jpg) in its `assets/` folder or beside it, or an image set of its
/// asset catalogs, found as `Image("name")` finds it.
public final class UIImage: Hashable, Sendable {
    let name: String

    /// The image `name`, or nil when the scene has none of that name (as on iOS).
    public init?(named name: String) {
        guard UIImage.sceneHasImage(name) else { return nil }
        self.name = name
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether the scene being evaluated has an image named `name`: a file of the names
    /// `Image(_:)` reads, or an image set. Without a scene (a test evaluating views), any name.
    static func sceneHasImage(_ name: String) -> Bool {
        guard let folder = SceneFolder.current else { return true }
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return false }
        if AssetCatalog.ofScene(in: folder).imageVariants(named: name) != nil { return true }
        for directory in [(folder as NSString).appendingPathComponent("assets"), folder] {
            for ext in ["png", "jpg", "jpeg"]
            where FileManager.default.fileExists(
                atPath: (directory as NSString).appendingPathComponent("\(name).\(ext)"))
            {
                return true
            }
        }
        return false
    }
}

extension Image {
    /// A `UIImage` as a SwiftUI image: the scene's image of its name.
    public init(uiImage: UIImage, line: Int = #line, column: Int = #column) {
        self.init(uiImage.name, line: line, column: column)
    }
}
