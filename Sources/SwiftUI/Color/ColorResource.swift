import Foundation

/// A colour set of the scene's asset catalog, as Xcode 15 generates one per set
/// (`Color(.brand)` for `Brand.colorset`): Zoetrope generates the same static members from the
/// catalogs beside the scene when it compiles it (`ColorResource.brand`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The colour of an asset catalog's colour set, named by its generated resource.
    public init(_ resource: ColorResource, line: Int = #line, column: Int = #column) {
        self.init(
            provider: Color.catalogProvider(resource.name)
                ?? Color.missingColor(resource.name, in: "Color(_:)", line: line, column: column))
    }
}
