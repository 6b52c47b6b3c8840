/// UIKit's view, as SwiftUI files use it: the type a `UIViewRepresentable` makes, and the
/// classes people subclass. A representable's view tree is drawn as UIKit draws it (its
/// background, layer, subviews in their frames, `draw(_:)`); see `UIKitHost`. Setting a frame
/// of another size resizes the subviews by their `autoresizingMask`, as UIKit does.
open class UIView: UIResponder {
    open var frame: CGRect {
        didSet {
            let old = bounds.size
            bounds.size = frame.size
            layer.bounds.size = frame.size
            layer.position = CGPoint(x: frame.midX, y: frame.midY)
            if old != frame.size { resizeSubviews(from: old) }
        }
    }
    open var bounds: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    /// The view's tint, or its superview's when it has none of its own (system blue at the top).
    open var tintColor: UIColor {
        get { tintColorIfSet ?? superview?.tintColor ?? UIColor.systemBlue }
        set { tintColorIfSet = newValue }
    }
    /// The tint set on this view itself.
    private(set) var tintColorIfSet: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var transform: CGAffineTransform = .identity
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    /// UIKit's default margins: 8 points on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    /// The view's Core Animation layer, of the class's `layerClass` (a gradient view's
    /// `CAGradientLayer`), its bounds and position following the view's frame.
    public private(set) lazy var layer: CALayer = {
        let layer = UIView.makeLayer(of: type(of: self).layerClass)
        layer.bounds.size = frame.size
        layer.position = CGPoint(x: frame.midX, y: frame.midY)
        return layer
    }()

    /// A new layer of `layerClass`: Core Animation's own classes; any other class (one a scene
    /// declares, which Swift cannot make from its type) is a plain layer.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CATextLayer.Type { return CATextLayer() }
        return CALayer()
    }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var gestureRecognizers: [UIGestureRecognizer]?
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// Constraints activated with this view as their first item (`isActive`).
    var activatedConstraints: [NSLayoutConstraint] = []
    /// The guides the code added (`addLayoutGuide`).
    open private(set) var layoutGuides: [UILayoutGuide] = []
    open var autoresizesSubviews = true
    open var window: UIWindow? { superview?.window }
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open class var layerClass: AnyClass { CALayer.self }

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let next = current {
            if next === view { return true }
            current = next.superview
        }
        return false
    }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        self.constraints.removeAll { c in constraints.contains { $0 === c } }
    }
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func draw(_ rect: CGRect) { UIView.baseDrawCalled = true }
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
    open func invalidateIntrinsicContentSize() {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
    open func endEditing(_ force: Bool) -> Bool { true }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea) }
    public var layoutMarginsGuide: UILayoutGuide { guide(.margins) }
    public var readableContentGuide: UILayoutGuide { guide(.margins) }

    /// The view's own guide of `kind`, the same object every time (constraints compare items).
    private func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let existing = ownGuides.first(where: { $0.kind == kind }) { return existing }
        let guide = UILayoutGuide(kind, of: self)
        ownGuides.append(guide)
        return guide
    }
    private var ownGuides: [UILayoutGuide] = []

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }
    open func removeLayoutGuide(_ guide: UILayoutGuide) { layoutGuides.removeAll { $0 === guide } }

    /// Resizes the subviews that follow this view's size by their `autoresizingMask`, as UIKit
    /// does when a view's size changes from `old`: the flexible margins and sizes share the
    /// change in proportion to their lengths.
    private func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews, old.width > 0 || old.height > 0 else { return }
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            view.frame = UIView.autoresized(
                view.frame, mask: view.autoresizingMask, from: old, to: bounds.size)
        }
    }

    /// `frame` in a superview resized from `old` to `new` by `mask`.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(
            _ start: CGFloat, _ length: CGFloat, _ total: CGFloat, _ newTotal: CGFloat, _ flexibleStart: Bool,
            _ flexibleLength: Bool, _ flexibleEnd: Bool
        ) -> (CGFloat, CGFloat) {
            let delta = newTotal - total
            let end = total - start - length
            let shares = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
            let flexible = shares.filter { $0.0 }
            guard !flexible.isEmpty, delta != 0 else { return (start, length) }
            let weight = flexible.reduce(0) { $0 + max(0, $1.1) }
            func part(_ value: CGFloat) -> CGFloat {
                weight > 0 ? delta * max(0, value) / weight : delta / CGFloat(flexible.count)
            }
            let newStart = start + (flexibleStart ? part(start) : 0)
            let newLength = length + (flexibleLength ? part(length) : 0)
            return (newStart, max(0, newLength))
        }
        let x = axis(
            frame.minX, frame.width, old.width, new.width, mask.contains(.flexibleLeftMargin),
            mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let y = axis(
            frame.minY, frame.height, old.height, new.height, mask.contains(.flexibleTopMargin),
            mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// What the view draws inside its bounds besides its layer (a label's text, a control):
    /// nil for a plain view. Each UIKit class that draws something gives its own.
    var hostedContent: (any UIKitContent)? { nil }

    /// Set by `draw(_:)` of this class: a subclass that overrides it draws something of its own.
    nonisolated(unsafe) static var baseDrawCalled = false

    /// Runs `animations` at once and then `completion` (finished): the views are drawn as the
    /// animations leave them, without the motion.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animations()
        completion?(true)
    }
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }
    open class func performWithoutAnimation(_ actions: () -> Void) { actions() }
    open class var areAnimationsEnabled: Bool { true }
    open class func setAnimationsEnabled(_ enabled: Bool) {}

    /// The appearance proxy of a UIKit class: what is set on it is not drawn (a render draws
    /// SwiftUI's bars and controls as iOS draws them by default), with a warning at this line.
    public class func appearance(line: Int = #line, column: Int = #column) -> Self {
        UIView.warnAboutAppearance(line: line, column: column)
        return self.init(coder: NSCoder())!
    }
    /// The appearance proxy for views inside `containers` (not drawn, as `appearance()`).
    public class func appearance(
        whenContainedInInstancesOf containers: [AnyClass], line: Int = #line, column: Int = #column
    ) -> Self {
        UIView.warnAboutAppearance(line: line, column: column)
        return self.init(coder: NSCoder())!
    }

    static func warnAboutAppearance(line: Int, column: Int) {
        RuntimeWarning.emit(
            "'appearance()' is ignored: Zoetrope draws bars and controls as iOS does by default", line: line,
            column: column)
    }

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The edges and sizes that follow the superview's.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Options of UIKit's view animations.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }
}

/// Which way a view's content runs.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Insets from a view's edges, as UIKit measures them.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// Insets from a view's leading and trailing edges.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
