import Foundation

/// An image set of the scene's asset catalog, as Xcode 15 generates one per set
/// (`Image(.logo)` for `Logo.imageset`): Zoetrope generates the same static members from the
/// catalogs beside the scene when it compiles it (`ImageResource.logo`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The image of an asset catalog's image set, named by its generated resource.
    public init(_ resource: ImageResource, line: Int = #line, column: Int = #column) {
        self.init(resource.name, line: line, column: column)
    }
}
