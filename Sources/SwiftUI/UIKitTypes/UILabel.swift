// UIKit's simple views, as representables make them. Like every UIKit view, they are not
// drawn: a render has no UIKit; they keep what is set on them.

/// UIKit's label; it is not drawn, as UIKit views are not.
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
}

/// UIKit's image view; it is not drawn, as UIKit views are not.
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open var isAnimating: Bool { false }
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func startAnimating() {}
    open func stopAnimating() {}
}

/// UIKit's stack view; it is not drawn, as UIKit views are not.
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
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
    }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    /// How arranged views share the axis.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}

/// UIKit's spinner; it is not drawn, as UIKit views are not (SwiftUI's `ProgressView()` is).
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
    /// The spinner's size.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
}

/// UIKit's progress bar; it is not drawn, as UIKit views are not.
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
    /// The bar's style.
    public enum Style: Int, Sendable { case `default`, bar }
}

/// UIKit's blur or vibrancy view; it is not drawn, as UIKit views are not (SwiftUI's materials
/// are).
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView(frame: .zero)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
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
