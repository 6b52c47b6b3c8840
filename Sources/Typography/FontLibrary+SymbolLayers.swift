import Geometry

extension FontLibrary {
    /// The layers of an icon font's symbol in a container, where its name says it is one
    /// (`NAME.circle`, `NAME.circle.fill`, `NAME.square`, `NAME.square.fill`): the icons have
    /// no layers, so they are read from the outline. The container is the outermost contour
    /// and those nearly as large around it (a ring's inner edge: at least `containerShare` of
    /// its width); it is the secondary layer, with what is cut out of a filled one, as SF
    /// draws these symbols. The other contours, the symbol inside, are the primary layer,
    /// filled on their own (a cut-out mark is filled where it was cut). Empty for other names
    /// or where the outline holds nothing inside its container.
    static func containerLayers(of path: Path, named name: String) -> [SymbolGlyph.Layer] {
        let filled = [".circle.fill", ".square.fill"].contains { name.hasSuffix($0) }
        guard filled || [".circle", ".square"].contains(where: { name.hasSuffix($0) }) else { return [] }
        let contours = Self.contours(of: path)
        guard let outer = contours.max(by: { $0.controlPointBounds.width < $1.controlPointBounds.width }) else {
            return []
        }
        let container = outer.controlPointBounds
        var ring = Path()
        var inside = Path()
        for contour in contours {
            let bounds = contour.controlPointBounds
            // Around the same centre as the outermost contour, and nearly as wide.
            let isContainer =
                bounds.width >= container.width * containerShare
                && abs(bounds.midX - container.midX) <= container.width * 0.05
                && abs(bounds.midY - container.midY) <= container.height * 0.05
            if isContainer { ring.addPath(contour) } else { inside.addPath(contour) }
        }
        guard !inside.isEmpty else { return [] }
        return [
            SymbolGlyph.Layer(path: filled ? path : ring, level: 1), SymbolGlyph.Layer(path: inside, level: 0),
        ]
    }

    /// How wide a contour is, as a share of the outermost one's width, to be part of the
    /// container: a ring's inner edge is 0.8 to 0.9 of its outer one in the icon fonts, a
    /// symbol inside is at most about 0.7.
    static let containerShare = 0.78

    /// The closed contours of `path`, each its own path.
    static func contours(of path: Path) -> [Path] {
        var contours: [Path] = []
        var current: [Path.Element] = []
        for element in path.elements {
            if case .move = element, !current.isEmpty {
                contours.append(Path(elements: current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { contours.append(Path(elements: current)) }
        return contours
    }
}
