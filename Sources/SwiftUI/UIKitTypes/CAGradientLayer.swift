/// A layer filled with a gradient of `colors` at `locations` (evenly spaced when nil): along
/// the line from `startPoint` to `endPoint` (`.axial`, top to bottom by default), in ellipses
/// about `startPoint` reaching `endPoint` (`.radial`), or round `startPoint` from the direction
/// of `endPoint` (`.conic`); points are in the unit square of the bounds.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`UIColor.red.cgColor`).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    override var layerContent: (any LayerContent)? { GradientLayerContent(self) }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
