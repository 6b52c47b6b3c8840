/// Core Animation's animation, as code adds it to a layer (`layer.add(_:forKey:)`): its timing
/// (`CAMediaTiming`), played on the scene clock from when it is added. `CABasicAnimation`,
/// `CASpringAnimation`, `CAKeyframeAnimation` and `CAAnimationGroup` give the values;
/// `LayerAnimationTiming` says where in them a time is.
open class CAAnimation: NSObject {
    /// Seconds one play takes; 0 means Core Animation's default, a quarter of a second.
    open var duration: TimeInterval = 0
    /// When the animation starts on the scene clock (`CACurrentMediaTime() + delay`); 0 means
    /// when it is added.
    open var beginTime: TimeInterval = 0
    /// How many plays (`.infinity` or `.greatestFiniteMagnitude`: for ever); 0 means one.
    open var repeatCount: Float = 0
    /// For how long it repeats, instead of a count (0: not used).
    open var repeatDuration: TimeInterval = 0
    /// Whether each play runs forward and then back.
    open var autoreverses = false
    open var speed: Float = 1
    open var timeOffset: TimeInterval = 0
    /// The curve each play follows; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer shows the animation's first value before it starts (`.backwards`) and
    /// its last after it ends (`.forwards`, with `isRemovedOnCompletion` false).
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open weak var delegate: CAAnimationDelegate?

    public override init() { super.init() }

    /// A copy, as a layer keeps one of what is added to it (changing the animation afterwards
    /// does not change the one playing).
    func copied() -> CAAnimation {
        let copy = makeCopy()
        copy.duration = duration
        copy.beginTime = beginTime
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.timingFunction = timingFunction
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        return copy
    }

    /// Seconds one play takes: `duration`, or Core Animation's default of a quarter of a second.
    var playDuration: TimeInterval { duration > 0 ? duration : 0.25 }

    /// A new animation of this class with this class's own values; each class adds its own.
    func makeCopy() -> CAAnimation { CAAnimation() }

    /// The values this animation gives its layer at `progress` (0…1 through one play, after its
    /// timing curve): key path and value. A plain animation gives none.
    func values(at progress: Double, model: LayerSnapshot) -> [(keyPath: String, value: any LayerAnimatableValue)] {
        []
    }
}

/// What an animation tells whoever listens (nothing is told in a render: no one taps).
public protocol CAAnimationDelegate: AnyObject {}

/// Whether an animation's values hold outside its active time.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
