// UIKit's controls, as representables make them. Like every UIKit view, they are not drawn: a
// render has no UIKit; nothing touches them, so they send no actions.

/// UIKit's button; it is not drawn, as UIKit views are not.
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
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}

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
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        /// The corners' rounding.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The button's size.
        public enum Size: Int, Sendable { case mini, small, medium, large }
    }
}

/// UIKit's switch; it is not drawn, as UIKit views are not.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// UIKit's slider; it is not drawn, as UIKit views are not.
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
}

/// UIKit's segmented control; it is not drawn, as UIKit views are not.
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = -1
    open var selectedSegmentTintColor: UIColor?
    open private(set) var numberOfSegments = 0
    public init(items: [Any]?) {
        numberOfSegments = items?.count ?? 0
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { numberOfSegments += 1 }
    open func removeAllSegments() { numberOfSegments = 0 }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func titleForSegment(at segment: Int) -> String? { nil }
    public static let noSegment = -1
}

/// UIKit's page dots; it is not drawn, as UIKit views are not (a `.page` TabView's dots are).
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
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

/// UIKit's text field; it is not drawn, as UIKit views are not.
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
