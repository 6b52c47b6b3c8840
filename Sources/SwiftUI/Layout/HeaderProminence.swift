/// How prominent a section header is: SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The style's header: small, secondary and upper-cased in a grouped list.
    case standard
    /// A larger header: headline, in the label colour, as written.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the section headers below (`.headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Draws the section headers in this view with `prominence`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
