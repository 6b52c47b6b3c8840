/// What a `Layout` tells its container about itself: the axis it stacks its subviews along, if
/// any.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along (a `Divider` in it is drawn across it); nil for none.
    public var stackOrientation: Axis?

    public init() {}
}
