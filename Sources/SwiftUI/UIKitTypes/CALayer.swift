/// Core Animation's layer, as UIKit views have one (`view.layer.cornerRadius = 8`). Declared
/// here because SwiftUI files reach it through UIKit. A view's layer is drawn with its view
/// (background, opacity, corners, border, shadow, masking; see `UIViewSnapshot`); sublayers
/// added to it are kept and not drawn.
open class CALayer: NSObject {
    open var frame = CGRect.zero
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
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var contentsScale: CGFloat = 1
    open var mask: CALayer?
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var cornerCurve: CALayerCornerCurve = .circular
    open private(set) var sublayers: [CALayer]?

    public override init() { super.init() }

    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
    }
    open func removeFromSuperlayer() {}
    open func removeAllAnimations() {}
    open func setNeedsDisplay() {}
    open func layoutSublayers() {}
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
