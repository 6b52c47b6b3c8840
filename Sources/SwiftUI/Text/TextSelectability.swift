/// Whether text can be selected (a long press shows the selection): text looks the same either
/// way until someone presses it, which nobody does in a render.
public protocol TextSelectability {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Whether the text inside can be selected: drawn the same either way.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
