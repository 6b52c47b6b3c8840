// How a scroll view bounces at its ends and what it does under a finger: a render draws it at
// rest, so these are accepted and change nothing.

/// Whether a scroll view bounces when its content fits: SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Whether the scroll views inside bounce: accepted; nothing is scrolled.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Whether the scroll views inside clip their content: accepted; they clip at rest as iOS
    /// draws most of them (content beyond the frame shows only while it scrolls in).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// The scroll position bound to the id of the view at the scroll view's edge: accepted; the
    /// scroll view shows its start and the binding keeps its value.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Where the scroll views inside start: accepted; they start at the top (leading) edge.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}
