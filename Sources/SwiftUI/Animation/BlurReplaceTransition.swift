/// iOS 17's blur-and-scale replacement transition, named so that `.blurReplace(.upUp)` reads
/// "'blurReplace' is not supported by Zoetrope yet" (`AnyTransition.blurReplace`).
public struct BlurReplaceTransition: Sendable {
    /// Which way the view scales: down as it leaves and up as it comes (`.downUp`), or up both ways.
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    public var configuration: Configuration

    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
}
