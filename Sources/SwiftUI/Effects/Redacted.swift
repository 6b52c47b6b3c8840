/// Why a view's content is hidden behind placeholders.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Draws the content as placeholder bars (not supported: SwiftUI's bars are drawn by rules
    /// it does not document).
    @available(*, unavailable, message: "'redacted' is not supported by Zoetrope yet")
    public func redacted(reason: RedactionReasons) -> some View { self }

    /// Shows this view's content even inside a redacted view.
    @available(*, unavailable, message: "'unredacted' is not supported by Zoetrope yet")
    public func unredacted() -> some View { self }
}
