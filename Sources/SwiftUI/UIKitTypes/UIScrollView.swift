// UIKit's scrolling views, as representables make them. Nothing scrolls them: a scroll view is
// drawn with its content at its `contentOffset`; tables and collections draw their background.

/// UIKit's scroll view: its subviews drawn moved by its `contentOffset`, clipped to its bounds.
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }
    open var contentOffset = CGPoint.zero
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var decelerationRate = DecelerationRate.normal
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var refreshControl: UIRefreshControl?
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isTracking: Bool { false }
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    open weak var delegate: UIScrollViewDelegate?

    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// How the safe area insets the content.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// How the keyboard is dismissed by a scroll.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// How fast a scroll slows.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A scroll view's delegate.
public protocol UIScrollViewDelegate: AnyObject {}

/// UIKit's text view: its text at rest, from its top left inside its insets (`TextInputContent`).
open class UITextView: UIScrollView {
    open var text: String = ""
    open var attributedText = NSAttributedString(string: "")
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes = UIDataDetectorTypes()
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var isSecureTextEntry = false
    open var inputAccessoryView: UIView?
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var adjustsFontForContentSizeCategory = false
    open weak override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    override var hostedContent: (any UIKitContent)? { TextInputContent.textView(self) }
}

/// A text view's delegate.
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// What a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
    public static let link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: 0xFFFF_FFFF)
}

/// UIKit's table view: in a representable its background is drawn; its content is not drawn
/// (no data source is asked for rows), with a warning (SwiftUI's `List` is drawn).
open class UITableView: UIScrollView {
    public let style: Style
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var rowHeight: CGFloat = UITableView.automaticDimension
    override var hostedContent: (any UIKitContent)? {
        UndrawnContent(warning: "a UITableView's rows are not drawn: its data source is not asked")
    }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open weak var dataSource: UITableViewDataSource?
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// A table's style.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Where a scrolled-to row ends.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
}

/// A table view's rows.
public protocol UITableViewDataSource: AnyObject {}
/// A table view's delegate.
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// A row of a UIKit table; it is not drawn, as UIKit views are not.
open class UITableViewCell: UIView {
    public let contentView = UIView(frame: .zero)
    public let reuseIdentifier: String?
    open var textLabel: UILabel? = UILabel()
    open var detailTextLabel: UILabel? = UILabel()
    open var imageView: UIImageView? = UIImageView(image: nil)
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var selectionStyle = SelectionStyle.default
    open var selectedBackgroundView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var contentConfiguration: UIContentConfiguration?
    open var separatorInset = UIEdgeInsets.zero

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
    open func prepareForReuse() {}
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration.cell() }

    /// A cell's layout.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The mark at a row's end.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// How a selected row looks.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// A table's separators.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
}

/// A header or footer of a UIKit table; it is not drawn, as UIKit views are not.
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView(frame: .zero)
    open var textLabel: UILabel? = UILabel()
}

/// UIKit's collection view: in a representable its background is drawn; its content is not drawn
/// (no data source is asked for items), with a warning (SwiftUI's grids are drawn).
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    override var hostedContent: (any UIKitContent)? {
        UndrawnContent(warning: "a UICollectionView's items are not drawn: its data source is not asked")
    }
    open weak var dataSource: UICollectionViewDataSource?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Where a scrolled-to item ends.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1)
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        public static let bottom = ScrollPosition(rawValue: 4)
        public static let left = ScrollPosition(rawValue: 8)
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        public static let right = ScrollPosition(rawValue: 32)
    }
}

/// A collection view's items.
public protocol UICollectionViewDataSource: AnyObject {}
/// A collection view's delegate.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
/// A flow layout's delegate.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

/// A supplementary view of a UIKit collection; it is not drawn, as UIKit views are not.
open class UICollectionReusableView: UIView {
    open func prepareForReuse() {}
}

/// An item of a UIKit collection; it is not drawn, as UIKit views are not.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var contentConfiguration: UIContentConfiguration?
}

/// A list row of a UIKit collection; it is not drawn, as UIKit views are not.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration.cell() }
}

/// A collection view's layout.
open class UICollectionViewLayout: NSObject {
    open func invalidateLayout() {}
}

/// A layout of lines of items.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

extension UICollectionView {
    /// Which way a collection scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// A layout of sections.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(sectionProvider: @escaping (Int, Any) -> Any?) {}
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    { UICollectionViewCompositionalLayout { _, _ in nil } }
}

/// A list layout's look.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public init(appearance: Appearance) { self.appearance = appearance }
}

/// A data source of identified items.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject
{
    public init(
        collectionView: UICollectionView,
        cellProvider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    ) {}
}

/// A table's data source of identified items.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject {
    public init(
        tableView: UITableView, cellProvider: @escaping (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    ) {}
}

/// What a cell shows, as a configuration.
public protocol UIContentConfiguration {}

/// A list cell's text and image.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A cell's background.
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// A mark at a list cell's end.
public struct UICellAccessory {
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory() }
    public static func checkmark() -> UICellAccessory { UICellAccessory() }
}

/// A cell's state.
public struct UICellConfigurationState {
    public var isSelected = false
    public var isHighlighted = false
}

/// A swipe's actions of a table row.
open class UISwipeActionsConfiguration: NSObject {
    public init(actions: [UIContextualAction]) {}
}

/// A swipe action of a table row.
open class UIContextualAction: NSObject {
    /// How a swipe action looks.
    public enum Style: Int, Sendable { case normal, destructive }
    open var backgroundColor: UIColor?
    open var image: UIImage?
    public init(
        style: Style, title: String?, handler: @escaping (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    ) {}
}

/// UIKit's wheel picker; it is not drawn, as UIKit views are not.
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    open func reloadAllComponents() {}
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}
    open func selectedRow(inComponent component: Int) -> Int { 0 }
}

/// A wheel picker's rows.
public protocol UIPickerViewDataSource: AnyObject {}
/// A wheel picker's delegate.
public protocol UIPickerViewDelegate: AnyObject {}
