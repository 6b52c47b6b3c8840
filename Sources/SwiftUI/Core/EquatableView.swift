/// A view that is lowered again only when it changes (`.equatable()`): lowering it every time
/// draws the same.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// This view, compared by `==` before it is updated.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

/// A view modifier whose animatable data is interpolated frame by frame (the older name of an
/// `Animatable` `ViewModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
