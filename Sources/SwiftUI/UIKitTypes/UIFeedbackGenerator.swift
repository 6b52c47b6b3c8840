/// UIKit's haptic feedback, as buttons' actions use it. A video has no Taptic Engine: feedback
/// does nothing, as on a device without one.
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// Readies the Taptic Engine: nothing to ready in a render.
    open func prepare() {}
}

/// A tap of a given weight: does nothing in a video.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the tap is.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(at location: CGPoint) {}
}

/// A success, warning or error pattern: does nothing in a video.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The pattern.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a changing selection: does nothing in a video.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
