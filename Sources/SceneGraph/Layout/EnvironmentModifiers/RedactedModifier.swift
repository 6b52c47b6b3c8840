/// `.redacted(reason: .placeholder)` (on) or `.unredacted()` (off): whether texts and symbols
/// below are drawn as placeholder bars.
struct RedactedModifier: EnvironmentModifier {
    var isOn: Bool

    var description: String { isOn ? ".redacted(reason: .placeholder)" : ".unredacted()" }

    func apply(to env: inout LayoutEnvironment) { env.isRedacted = isOn }
}

extension ModifierNode {
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false): whether texts and
    /// symbols inside are drawn as placeholder bars.
    public static func redacted(_ isOn: Bool) -> ModifierNode {
        .environment(AnyEnvironmentModifier(RedactedModifier(isOn: isOn)))
    }
}
