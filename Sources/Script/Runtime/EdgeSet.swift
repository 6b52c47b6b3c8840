/// Edges of a rectangle, as SwiftUI's `Edge.Set`.
struct EdgeSet: OptionSet, Hashable {
    let rawValue: Int
    static let top = EdgeSet(rawValue: 1)
    static let leading = EdgeSet(rawValue: 2)
    static let bottom = EdgeSet(rawValue: 4)
    static let trailing = EdgeSet(rawValue: 8)
    static let horizontal: EdgeSet = [.leading, .trailing]
    static let vertical: EdgeSet = [.top, .bottom]
    static let all: EdgeSet = [.horizontal, .vertical]
}
