/// A UIKit view tree as it stands when its representable is lowered: what is drawn of each view
/// and what lays it out, as values, so that layout can draw it at any size, on any thread,
/// without touching the views (a later snapshot's `updateUIView` changes them).
struct UIViewSnapshot {
    /// The view's place in the tree, in pre-order from 0 (constraints name views by it).
    var id: Int
    /// Its frame in its superview as set (for the root, the size it was laid out at).
    var frame: CGRect
    /// Where its content starts in its bounds (a scroll view's `contentOffset`).
    var boundsOrigin: CGPoint
    var isHidden: Bool
    var alpha: CGFloat
    var backgroundColor: UIColor?
    var tintColor: UIColor
    var clipsToBounds: Bool
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var shadowColor: CGColor?
    var shadowOpacity: CGFloat
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var transform: CGAffineTransform
    var autoresizingMask: UIView.AutoresizingMask
    /// True for a view that constraints place (`translatesAutoresizingMaskIntoConstraints` off).
    var usesConstraints: Bool
    var layoutMargins: UIEdgeInsets
    /// Its `intrinsicContentSize` (`UIView.noIntrinsicMetric` on an axis where it has none).
    var intrinsicSize: CGSize
    var content: (any UIKitContent)?
    /// The view's layer as Core Animation draws it, when it draws more than the values above
    /// (content of its class, sublayers, a mask) or animates; nil for a plain layer.
    var layer: LayerSnapshot?
    var subviews: [UIViewSnapshot]
    /// A stack view's arrangement of its subviews.
    var stack: Stack?

    /// How a `UIStackView` arranges its subviews (`arranged` holds their ids).
    struct Stack {
        var axis: NSLayoutConstraint.Axis
        var spacing: CGFloat
        var custom: [Int: CGFloat]
        var alignment: UIStackView.Alignment
        var distribution: UIStackView.Distribution
        var arranged: [Int]
        var marginsRelative: Bool
    }

    /// The tree of `root`, with its views in pre-order (`views[id]`), and `drawn` for views
    /// whose own `draw(_:)` drew something.
    static func capture(_ root: UIView, drawn: [ObjectIdentifier: UIImage] = [:]) -> (UIViewSnapshot, [UIView]) {
        var views: [UIView] = []
        func take(_ view: UIView) -> UIViewSnapshot {
            let id = views.count
            views.append(view)
            let layer = view.layer
            var content = view.hostedContent
            if let image = drawn[ObjectIdentifier(view)] { content = DrawnContent(image: image) }
            let background = view.backgroundColor ?? layer.backgroundColor.map { UIColor(cgColor: $0) }
            var layerTree: LayerSnapshot?
            if layer.layerContent != nil || !(layer.sublayers ?? []).isEmpty || layer.mask != nil
                || !layer.addedAnimations.isEmpty
            {
                var tree = LayerSnapshot(layer)
                tree.bounds = CGRect(origin: .zero, size: view.bounds.size)
                tree.position = CGPoint(x: view.frame.midX, y: view.frame.midY)
                layerTree = tree
            }
            // An animated layer's opacity is applied by its animation (`drawing(frames:)`).
            let layerOpacity = layer.addedAnimations.isEmpty ? CGFloat(layer.opacity) : 1
            var snapshot = UIViewSnapshot(
                id: id, frame: view.frame, boundsOrigin: (view as? UIScrollView)?.contentOffset ?? .zero,
                isHidden: view.isHidden || layer.isHidden, alpha: view.alpha * layerOpacity,
                backgroundColor: background, tintColor: view.tintColor,
                clipsToBounds: view.clipsToBounds || layer.masksToBounds, cornerRadius: layer.cornerRadius,
                maskedCorners: layer.maskedCorners, borderWidth: layer.borderWidth, borderColor: layer.borderColor,
                shadowColor: layer.shadowColor, shadowOpacity: CGFloat(layer.shadowOpacity),
                shadowOffset: layer.shadowOffset, shadowRadius: layer.shadowRadius, transform: view.transform,
                autoresizingMask: view.autoresizingMask,
                usesConstraints: !view.translatesAutoresizingMaskIntoConstraints,
                layoutMargins: view.layoutMargins, intrinsicSize: view.intrinsicContentSize, content: content,
                layer: layerTree, subviews: [], stack: nil)
            snapshot.subviews = view.subviews.map(take)
            if let stack = view as? UIStackView {
                let ids = stack.arrangedSubviews.compactMap { arranged in
                    snapshot.subviews.first { views[$0.id] === arranged }?.id
                }
                var custom: [Int: CGFloat] = [:]
                for id in ids {
                    let spacing = stack.customSpacing(after: views[id])
                    if spacing != UIStackView.spacingUseDefault { custom[id] = spacing }
                }
                snapshot.stack = Stack(
                    axis: stack.axis, spacing: stack.spacing, custom: custom, alignment: stack.alignment,
                    distribution: stack.distribution, arranged: ids,
                    marginsRelative: stack.isLayoutMarginsRelativeArrangement)
            }
            return snapshot
        }
        let root = take(root)
        return (root, views)
    }

    /// Every view of the tree, in pre-order.
    var all: [UIViewSnapshot] { [self] + subviews.flatMap(\.all) }
}
