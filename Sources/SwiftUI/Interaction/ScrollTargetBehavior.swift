// Where a scroll view comes to rest after a swipe: a render does not scroll, so the behaviours
// are accepted and the view is drawn at rest, as iOS draws it before anyone touches it.

/// How a scroll view chooses where it stops scrolling: SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target` to where the scroll view should stop (never asked in a render).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior {
    /// The built-in behaviours keep the target: a render never scrolls to one.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Stops at multiples of the scroll view's size (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Stops with a view of the `scrollTargetLayout` aligned to the scroll view's edge
/// (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Whether a swipe may go past more than one view.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

extension View {
    /// Where the scroll views inside stop after a swipe: accepted; nothing is swiped.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the views of this layout as the targets of `.viewAligned`: accepted; nothing is
    /// swiped.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
