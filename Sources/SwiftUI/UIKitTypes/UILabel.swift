// UIKit's simple views, as representables make them, drawn as UIKit draws them (each gives
// its drawing as a `UIKitContent`) and sized by their content (`intrinsicContentSize`).

/// UIKit's label: its text on one line or several (`LabelContent`).
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor = UIColor.label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0

    override var hostedContent: (any UIKitContent)? { LabelContent(self) }

    /// The text's size: on one line, or wrapped at `preferredMaxLayoutWidth` when it has several.
    open override var intrinsicContentSize: CGSize {
        LabelContent(self).size(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        LabelContent(self).size(width: size.width > 0 ? size.width : nil)
    }
}

/// UIKit's image view: its image placed by its content mode (`ImageViewContent`). An animated
/// image (`UIImage.animatedImage(with:duration:)`) plays from when it is set, and
/// `animationImages` from `startAnimating()`, on the scene clock, as UIKit plays them.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { if image?.images != nil, image != oldValue { animationStart = sceneTime } }
    }
    open var highlightedImage: UIImage?
    open var animationImages: [UIImage]?
    /// Seconds `animationImages` take once; 0 means a thirtieth of a second each, as UIKit's.
    open var animationDuration: TimeInterval = 0
    /// How many times `animationImages` play; 0 means for ever.
    open var animationRepeatCount = 0
    /// When `startAnimating()` started `animationImages` (nil: stopped).
    private var animationImagesStart: Double?
    /// When the animated image shown was set (or the view made with it).
    private var animationStart: Double = sceneTime
    open var isAnimating: Bool {
        guard let start = animationImagesStart else { return image?.images != nil }
        guard animationRepeatCount > 0 else { return true }
        return sceneTime < start + Double(animationRepeatCount) * cycle
    }
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func startAnimating() { animationImagesStart = sceneTime }
    open func stopAnimating() { animationImagesStart = nil }

    /// Seconds one play of `animationImages` takes.
    private var cycle: Double {
        animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
    }

    override var hostedContent: (any UIKitContent)? {
        var content = ImageViewContent(image: image, mode: contentMode, tint: tintColorIfSet)
        if let start = animationImagesStart, let frames = animationImages, !frames.isEmpty {
            content.animation = ImageViewContent.Animation(
                frames: frames, start: start, duration: cycle, repeatCount: animationRepeatCount)
        } else if let image, let frames = image.images, !frames.isEmpty {
            content.animation = ImageViewContent.Animation(
                frames: frames, start: animationStart, duration: image.duration, repeatCount: 0)
        }
        return content
    }

    /// The image's size in points.
    open override var intrinsicContentSize: CGSize {
        guard let image = image ?? (animationImagesStart == nil ? nil : animationImages?.first) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// UIKit's stack view: its arranged subviews laid out along its axis (`UIViewLayoutSolver`).
open class UIStackView: UIView {
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    /// Spacing after arranged views that have their own (`setCustomSpacing`).
    var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = CGFloat(8)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
    }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    /// How arranged views share the axis.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}

/// UIKit's spinner, drawn as SwiftUI's `ProgressView()` (`SpinnerContent`).
open class UIActivityIndicatorView: UIView {
    open var style: Style = .medium
    open var color: UIColor = UIColor.gray
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    private var isLarge: Bool { style == .large || style == .whiteLarge }

    override var hostedContent: (any UIKitContent)? {
        SpinnerContent(
            color: style == .white || style == .whiteLarge ? .white : color, isLarge: isLarge,
            isAnimating: isAnimating, hidesWhenStopped: hidesWhenStopped)
    }

    /// 20 points square, 37 for the large style.
    open override var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    /// The spinner's size.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
}

/// UIKit's progress bar, drawn as SwiftUI's bar `ProgressView` (`ControlContent`).
open class UIProgressView: UIView {
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressViewStyle = Style.default
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    override var hostedContent: (any UIKitContent)? { ControlContent.progress(self) }
    /// No width of its own; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
    /// The bar's style.
    public enum Style: Int, Sendable { case `default`, bar }
}

/// UIKit's blur or vibrancy view: a blur drawn as the matching SwiftUI material
/// (`BlurContent`), under its `contentView`, which fills it.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView(frame: .zero)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }
    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    override var hostedContent: (any UIKitContent)? { BlurContent(style: (effect as? UIBlurEffect)?.style) }
}

/// An effect of a `UIVisualEffectView`.
open class UIVisualEffect: NSObject {}

/// A blur of a `UIVisualEffectView`.
open class UIBlurEffect: UIVisualEffect {
    public let style: Style
    public init(style: Style) { self.style = style }
    /// A blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// Vibrancy over a blur.
open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) {}
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

/// Vibrancy's kinds.
public enum UIVibrancyEffectStyle: Int, Sendable { case label, secondaryLabel, tertiaryLabel, fill, separator }

/// Where text is aligned.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How a line that does not fit is broken.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
