internal import SceneGraph

/// How the layers of an SF Symbol are painted: all in the foreground style (`.monochrome`, the
/// default), in it at lower opacities by level (`.hierarchical`: 1, 0.5, 0.25), each level in
/// its own style of `.foregroundStyle(a, b, c)` (`.palette`), or in the symbol's own colours
/// (`.multicolor`).
///
/// Zoetrope knows the layers of the symbols it builds: in `NAME.circle`, `.square` and
/// `.shield` (filled or not) the container is the secondary layer and the symbol inside the
/// primary; in `NAME.badge` and `NAME.badge.BADGE` the badge is the primary layer and the
/// symbol under it the secondary. The icon fonts' symbols have no layers: they are drawn as
/// one, in the primary style, with a warning where the mode would paint layers apart.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)

    /// The symbol `symbol` painted in this mode in `environment`. Multicolour is the symbol's
    /// colours where `multicolorLevels` knows them, else monochrome with a warning at
    /// `location`.
    func engine(for symbol: String, in context: LoweringContext, at location: SourceLocation) -> SymbolRendering {
        let environment = context.environment
        switch kind {
        case .hierarchical: return .hierarchical
        case .palette:
            return .palette([.foreground] + environment.foregroundLevels.map { loweredStyle($0, in: environment) })
        case .multicolor:
            guard let colors = Self.multicolorLevels(of: symbol) else {
                context.graph.warn(
                    "'\(symbol)' is drawn in the foreground style: Zoetrope does not know its multicolour colours",
                    at: location)
                return .monochrome
            }
            return .multicolor(colors.map { $0.map { .color($0.resolved(in: environment)) } ?? .foreground })
        case .monochrome: return .monochrome
        }
    }

    /// The colours of `symbol`'s levels (primary first; nil: the foreground style) in
    /// multicolour, for the symbols whose colours iOS 17 is known to draw: a notification badge
    /// (`NAME.badge`) red over the symbol in the foreground style, `heart.fill` red,
    /// `checkmark.circle.fill` and `plus.circle.fill` a white mark on green, `minus.circle.fill`
    /// and `xmark.octagon.fill` white on red, `flame.fill` orange, `sun.max.fill` yellow,
    /// `leaf.fill` green. Nil for others.
    static func multicolorLevels(of symbol: String) -> [Color?]? {
        if let known = knownColors[symbol] { return known }
        if symbol.hasSuffix(".badge") || symbol.hasSuffix(".badge.fill") { return [.red, nil] }
        return nil
    }

    private static let knownColors: [String: [Color?]] = [
        "heart.fill": [.red],
        "checkmark.circle.fill": [.white, .green],
        "plus.circle.fill": [.white, .green],
        "minus.circle.fill": [.white, .red],
        "xmark.octagon.fill": [.white, .red],
        "flame.fill": [.orange],
        "sun.max.fill": [.yellow],
        "leaf.fill": [.green],
    ]
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
    /// The rendering mode `.symbolRenderingMode(_:)` set above; nil: monochrome, or palette
    /// under `.foregroundStyle(a, b)`.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary styles `.foregroundStyle(a, b)` and `(a, b, c)` set above (a
    /// palette symbol's second and third levels); empty under one foreground style.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}
