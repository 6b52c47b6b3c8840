// Accessibility that changes nothing drawn: headings, extra actions, children, colour
// inversion and speech. Nothing reads it in a render, so the view is drawn unchanged.

/// The level of a heading for VoiceOver: SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    /// Marks the view as a heading of `level`: accepted without effect.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Actions VoiceOver offers for the view, as views (buttons): accepted; none is drawn, as
    /// on iOS.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Accessibility children made of `children` (not drawn, as on iOS): accepted without effect.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// Keeps the view's colours when Smart Invert is on (never, in a render): drawn unchanged.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Whether VoiceOver treats the view as interactive: accepted without effect.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        self
    }

    /// Whether VoiceOver spells the view's text out letter by letter: accepted without effect.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Whether VoiceOver speaks the view's punctuation: accepted without effect.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// The pitch VoiceOver speaks the view's text at: accepted without effect.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Whether VoiceOver queues the view's announcements: accepted without effect.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}

extension Text {
    /// Whether VoiceOver spells this text out letter by letter: the text is drawn unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// Whether VoiceOver speaks this text's punctuation: the text is drawn unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// The pitch VoiceOver speaks this text at: the text is drawn unchanged.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Whether VoiceOver queues this text's announcements: the text is drawn unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}
