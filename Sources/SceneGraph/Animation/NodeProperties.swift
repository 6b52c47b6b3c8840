/// The evaluated animated properties of one node at one time: what `zoetrope frame --dump`
/// writes.
public struct NodeProperties: Equatable, Sendable {
    public var node: NodeID
    public var view: String
    /// Property names (as in ``AnimatedProperty``) and values, in the node's own order.
    public var values: [(name: String, value: Double)]

    public static func == (a: NodeProperties, b: NodeProperties) -> Bool {
        a.node == b.node && a.view == b.view && a.values.map(\.name) == b.values.map(\.name)
            && a.values.map(\.value) == b.values.map(\.value)
    }
}
