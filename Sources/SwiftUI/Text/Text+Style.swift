internal import SceneGraph

extension Text {
    /// This text in a colour or gradient (a colour is the text's foreground colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let lowered = loweredStyle(style)
        if case .color(let color) = lowered { return styled(.foregroundColor(color)) }
        return styled(.foregroundStyle(lowered))
    }

    @available(*, unavailable, message: "'italic' is not supported by Zoetrope yet")
    public func italic() -> Text { self }

    @available(*, unavailable, message: "'italic' is not supported by Zoetrope yet")
    public func italic(_ isActive: Bool) -> Text { self }

    @available(*, unavailable, message: "'monospaced' is not supported by Zoetrope yet")
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    @available(*, unavailable, message: "'monospacedDigit' is not supported by Zoetrope yet")
    public func monospacedDigit() -> Text { self }

    @available(*, unavailable, message: "'underline' is not supported by Zoetrope yet")
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    @available(*, unavailable, message: "'strikethrough' is not supported by Zoetrope yet")
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    @available(*, unavailable, message: "'kerning' is not supported by Zoetrope yet")
    public func kerning(_ kerning: CGFloat) -> Text { self }

    @available(*, unavailable, message: "'tracking' is not supported by Zoetrope yet")
    public func tracking(_ tracking: CGFloat) -> Text { self }

    @available(*, unavailable, message: "'baselineOffset' is not supported by Zoetrope yet")
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
