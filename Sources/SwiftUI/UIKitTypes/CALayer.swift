/// Core Animation's layer, as UIKit views have one (`view.layer.cornerRadius = 8`) and as code
/// builds them (`view.layer.addSublayer(shape)`). Declared here because SwiftUI files reach it
/// through UIKit. A view's layer is drawn with its view (background, opacity, corners, border,
/// shadow, masking; see `UIViewSnapshot`); its sublayers are drawn as Core Animation composites
/// them (`LayerSnapshot`), above the view's own drawing and below its subviews, and the
/// animations added to a layer (`add(_:forKey:)`) play on the scene clock.
open class CALayer: NSObject {
    /// The layer's place in its superlayer: its bounds' size at `position`, by `anchorPoint`
    /// (the frame of a transformed layer is that of its untransformed bounds).
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var contentsScale: CGFloat = 1
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contents: Any?
    open var name: String?
    open var isOpaque = false
    open var needsDisplayOnBoundsChange = false
    open var allowsEdgeAntialiasing = false
    open var isDoubleSided = true
    open var speed: Float = 1
    open var timeOffset: TimeInterval = 0
    open var beginTime: TimeInterval = 0
    /// Turns, scales and moves the layer about its anchor point (the x, y part is drawn; depth
    /// and perspective are not).
    open var transform = CATransform3DIdentity
    open var sublayerTransform = CATransform3DIdentity
    /// A layer whose alpha masks this one, in this layer's coordinates.
    open var mask: CALayer?
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var sublayers: [CALayer]? {
        didSet { for layer in sublayers ?? [] { layer.superlayer = self } }
    }
    open private(set) weak var superlayer: CALayer?
    open weak var delegate: AnyObject?
    /// The animations added, in the order added, with the scene time each was added at.
    private(set) var addedAnimations: [(key: String?, animation: CAAnimation, time: Double)] = []

    public override init() { super.init() }

    /// A copy of `layer`'s values, as Core Animation makes presentation layers.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        (bounds, position, anchorPoint, transform, opacity) = (
            other.bounds, other.position, other.anchorPoint, other.transform, other.opacity
        )
        (backgroundColor, cornerRadius, masksToBounds, isHidden) = (
            other.backgroundColor, other.cornerRadius, other.masksToBounds, other.isHidden
        )
    }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
    }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        new.removeFromSuperlayer()
        sublayers?[index] = new
        old.superlayer = nil
    }
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Plays `animation` from now on the scene clock (from its `beginTime` when one is set),
    /// replacing the animation of the same key.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        if let key { addedAnimations.removeAll { $0.key == key } }
        addedAnimations.append((key, animation.copied(), sceneTime))
    }
    open func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.last { $0.key == key }?.animation
    }
    open func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    open func removeAnimation(forKey key: String) { addedAnimations.removeAll { $0.key == key } }
    open func removeAllAnimations() { addedAnimations.removeAll() }

    /// The transform's x, y part, as an affine transform.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open func presentation() -> Self? { self }
    open func model() -> Self { self }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func displayIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    open func draw(in context: CGContext) {}
    open func render(in context: CGContext) {}
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { rect }
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    open func hitTest(_ point: CGPoint) -> CALayer? { nil }

    /// What the layer draws in its bounds besides its background and border (a gradient, a
    /// shape, text); for a plain layer its `contents` bitmap, if any. Each layer class that
    /// draws something gives its own.
    var layerContent: (any LayerContent)? {
        guard let image = contents as? CGImage else { return nil }
        return ContentsLayerContent(image: image, gravity: contentsGravity, scale: contentsScale)
    }

    /// How the layer repeats its sublayers; nil for every layer but a replicator.
    var layerReplication: LayerReplication? { nil }
}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: Hashable, Sendable {
    let name: String
    public static let circular = CALayerCornerCurve(name: "circular")
    public static let continuous = CALayerCornerCurve(name: "continuous")
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
}
