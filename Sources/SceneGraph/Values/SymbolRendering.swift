/// How an SF Symbol's layers are painted (SwiftUI's `symbolRenderingMode`).
public enum SymbolRendering: Hashable, Sendable {
    /// Every layer in the foreground style.
    case monochrome
    /// Each layer in the foreground style at its level's opacity (`hierarchicalOpacities`).
    case hierarchical
    /// Each layer in the style of its level: the primary layer in the first, the secondary in
    /// the second, the tertiary in the third; a level past the last style takes the last.
    case palette([PaintStyle])
    /// The symbol's own colours, by level as `palette`'s styles (the `SwiftUI` module knows
    /// them for some symbols and lowers the others as monochrome).
    case multicolor([PaintStyle])

    /// The opacity of the foreground style on each level of a hierarchical symbol (primary,
    /// secondary, tertiary, quaternary): SwiftUI's opacities of the levels of a foreground
    /// colour, 1, 0.5, 0.25 and 0.18 (as OpenSwiftUI's `SystemColorDefinition` reads them).
    public static let hierarchicalOpacities = [1, 0.5, 0.25, 0.18]
}
