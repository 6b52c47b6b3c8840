extension VerticalEdge {
    /// A set of vertical edges (`listRowSeparator(_:edges:)`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]

        /// The set holding only `e`.
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
    }
}
