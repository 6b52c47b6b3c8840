extension View {
    /// The accent colour of the controls in this view: iOS 13's `.accentColor(_:)`, deprecated
    /// for `.tint(_:)` and still compiled by iOS 17; it tints controls as `.tint` does (a
    /// `Color.accentColor` written below keeps the app's accent colour, blue).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
