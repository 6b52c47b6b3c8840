internal import SceneGraph

/// Kinds of views a lazy stack in a scroll view keeps pinned; nothing scrolls in a render.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// Lazy stacks are laid out as plain stacks: a render builds every view anyway.

/// Views one above the other, built as they scroll into view: SwiftUI's `LazyVStack`.
public struct LazyVStack<Content: View>: View {
    var stack: VStack<Content>

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public var body: Never { neverBody("LazyVStack") }
}

extension LazyVStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { stack.lower(in: context) }
}

/// Views side by side, built as they scroll into view: SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View {
    var stack: HStack<Content>

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public var body: Never { neverBody("LazyHStack") }
}

extension LazyHStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { stack.lower(in: context) }
}
