/// Where a scroll view comes to rest: SwiftUI's `ScrollTarget`, which a custom
/// `ScrollTargetBehavior` adjusts in `updateTarget(_:context:)`. A render does not scroll, so
/// no behaviour is asked for a target.
public struct ScrollTarget {
    /// The rectangle the scroll view shows when it stops, in its content's coordinates.
    public var rect: CGRect
    /// The point of `rect` that lines up with the scroll view's (nil: its top leading corner).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it adjusts a target: SwiftUI's
/// `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour changed it.
    public var originalTarget: ScrollTarget
    /// How fast the scroll view was moving when it was let go, in points per second.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment = EnvironmentValues()

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}
