// Text modifiers SwiftUI has and Zoetrope cannot draw yet: declared so that a scene reads
// their names in the error rather than "has no member".

extension Text {
    /// A letter case a text can be shown in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where a line too long for its space is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

extension View {
    @available(*, unavailable, message: "'italic' is not supported by Zoetrope yet")
    public func italic(_ isActive: Bool = true) -> some View { self }

    @available(*, unavailable, message: "'underline' is not supported by Zoetrope yet")
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    @available(*, unavailable, message: "'strikethrough' is not supported by Zoetrope yet")
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    @available(*, unavailable, message: "'kerning' is not supported by Zoetrope yet")
    public func kerning(_ kerning: CGFloat) -> some View { self }

    @available(*, unavailable, message: "'tracking' is not supported by Zoetrope yet")
    public func tracking(_ tracking: CGFloat) -> some View { self }

    @available(*, unavailable, message: "'baselineOffset' is not supported by Zoetrope yet")
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    @available(*, unavailable, message: "'lineSpacing' is not supported by Zoetrope yet")
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    @available(*, unavailable, message: "'textCase' is not supported by Zoetrope yet")
    public func textCase(_ textCase: Text.Case?) -> some View { self }

    @available(*, unavailable, message: "'minimumScaleFactor' is not supported by Zoetrope yet")
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    @available(*, unavailable, message: "'truncationMode' is not supported by Zoetrope yet")
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    @available(*, unavailable, message: "'monospacedDigit' is not supported by Zoetrope yet")
    public func monospacedDigit() -> some View { self }

    @available(*, unavailable, message: "'monospaced' is not supported by Zoetrope yet")
    public func monospaced(_ isActive: Bool = true) -> some View { self }
}
