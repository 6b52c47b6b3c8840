/// `.lineLimit(_:)`: the most lines of text below (nil: no limit).
struct LineLimitModifier: EnvironmentModifier {
    var limit: Int?

    var description: String { ".lineLimit(\(String(describing: limit)))" }

    func apply(to env: inout LayoutEnvironment) { env.lineLimit = limit }
}

extension ModifierNode {
    /// Environment: most lines of text (nil: no limit).
    public static func lineLimit(_ limit: Int?) -> ModifierNode {
        .environment(AnyEnvironmentModifier(LineLimitModifier(limit: limit)))
    }
}
