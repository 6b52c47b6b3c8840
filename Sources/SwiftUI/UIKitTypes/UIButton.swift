// UIKit's controls, as representables make them, drawn at rest as iOS shows them before anyone
// touches the screen (each gives its drawing as a `UIKitContent`); nothing touches them, so they
// send no actions.

/// UIKit's button: its title and image (`ButtonContent`).
open class UIButton: UIControl {
    open var configuration: Configuration?
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var titleLabel: UILabel? = UILabel()
    open var imageView: UIImageView? = UIImageView(image: nil)
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
    }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    private var titleColors: [UInt: UIColor] = [:]
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }

    var buttonContent: ButtonContent {
        let normal = UIControl.State.normal.rawValue
        let font = titleLabel?.font ?? UIFont.systemFont(ofSize: 17)
        if let configuration {
            let background: ButtonContent.Background
            switch configuration.style {
            case .filled: background = .filled(configuration.baseBackgroundColor)
            case .tinted: background = .tinted(configuration.baseBackgroundColor)
            case .gray: background = .gray
            case .plain: background = .none
            }
            return ButtonContent(
                title: configuration.title ?? titles[normal], image: configuration.image ?? images[normal],
                font: UIFont.systemFont(ofSize: 17), titleColor: configuration.baseForegroundColor,
                background: background, usesTint: true)
        }
        return ButtonContent(
            title: attributedTitles[normal]?.string ?? titles[normal], image: images[normal], font: font,
            titleColor: titleColors[normal], background: .none, usesTint: buttonType != .custom)
    }

    override var hostedContent: (any UIKitContent)? { buttonContent }
    open override var intrinsicContentSize: CGSize { buttonContent.intrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonContent.intrinsicSize }

    /// A button's kind.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// A button's look (iOS 15).
    public struct Configuration: Sendable {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var imagePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets.zero
        /// The background it draws.
        enum Style { case plain, tinted, gray, filled }
        var style = Style.plain
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// The corners' rounding.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The button's size.
        public enum Size: Int, Sendable { case mini, small, medium, large }
    }
}

/// UIKit's switch, drawn as SwiftUI's `Toggle` (`ControlContent`), 51 × 31 points.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    override var hostedContent: (any UIKitContent)? { ControlContent.toggle(self) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
}

/// UIKit's slider, drawn as SwiftUI's `Slider` (`ControlContent`).
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    override var hostedContent: (any UIKitContent)? { ControlContent.slider(self) }
    /// No width of its own; 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
}

/// UIKit's segmented control, drawn as SwiftUI's segmented `Picker` (`ControlContent`).
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = -1
    open var selectedSegmentTintColor: UIColor?
    open var numberOfSegments: Int { segmentTitles.count }
    /// Each segment's title (an image segment's is empty).
    private(set) var segmentTitles: [String] = []
    public init(items: [Any]?) {
        segmentTitles = (items ?? []).map { $0 as? String ?? "" }
        super.init(frame: .zero)
    }
    override var hostedContent: (any UIKitContent)? { ControlContent.segments(self) }
    /// Each title and 28 points of room; 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widths = segmentTitles.map { UIKitMeasure.size(of: Text(verbatim: $0).font(.system(size: 13))).width + 28 }
        return CGSize(width: (widths.max() ?? 0) * CGFloat(widths.count), height: 32)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentTitles.insert(title ?? "", at: min(max(segment, 0), segmentTitles.count))
    }
    open func removeAllSegments() { segmentTitles = [] }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segmentTitles.indices.contains(segment) { segmentTitles[segment] = title ?? "" }
    }
    open func titleForSegment(at segment: Int) -> String? {
        segmentTitles.indices.contains(segment) ? segmentTitles[segment] : nil
    }
    public static let noSegment = -1
}

/// UIKit's page dots (`PageDotsContent`).
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
    override var hostedContent: (any UIKitContent)? {
        PageDotsContent(
            pages: numberOfPages, current: currentPage, hidesForSinglePage: hidesForSinglePage,
            currentColor: currentPageIndicatorTintColor, otherColor: pageIndicatorTintColor)
    }
    /// The dots and 8 points on each side; 26 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(numberOfPages) * PageDotsContent.pitch + 16, height: 26)
    }
    /// The dots' background.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
}

/// UIKit's date picker; it is not drawn, as UIKit views are not.
open class UIDatePicker: UIControl {
    open var date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    open var minuteInterval = 1
    open var locale: Locale?
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
    /// What the picker picks.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
}

/// A date picker's look.
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// UIKit's refresh control; it is not drawn, as UIKit views are not.
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

/// UIKit's text field: its text or placeholder at rest (`TextInputContent`).
open class UITextField: UIControl {
    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var isEditing: Bool { false }
    open weak var delegate: UITextFieldDelegate?
    override var hostedContent: (any UIKitContent)? { TextInputContent.field(self) }
    open override var intrinsicContentSize: CGSize { TextInputContent.field(self).intrinsicSize }
    /// A field's border.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// UIKit's search field.
open class UISearchTextField: UITextField {}

/// A text field's delegate.
public protocol UITextFieldDelegate: AnyObject {}

/// The return key's label.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether text is autocorrected.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether text is spell-checked.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// Smart quotes.
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }

/// Smart dashes.
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }

/// Smart insertion and deletion.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// The keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
