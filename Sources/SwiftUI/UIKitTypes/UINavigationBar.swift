// UIKit's bars and their appearances, as SwiftUI apps set them (`UINavigationBar.appearance()`
// in an `init`). A render draws SwiftUI's bars as iOS draws them by default: what is set here is
// kept and not drawn (`appearance()` warns once at its line).

/// UIKit's navigation bar; it is not drawn, as UIKit views are not.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {}
}

/// UIKit's tab bar; it is not drawn, as UIKit views are not.
open class UITabBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
}

/// UIKit's toolbar; it is not drawn, as UIKit views are not.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open func setBackgroundImage(
        _ image: UIImage?, forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics
    ) {}
    open func setShadowImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition) {}
}

/// UIKit's search bar; it is not drawn, as UIKit views are not.
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.search
    open var autocapitalizationType = UITextAutocapitalizationType.none
    public let searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {}
    /// A search bar's look.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    /// A search bar's icons.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
}

/// A search bar's delegate.
public protocol UISearchBarDelegate: AnyObject {}

/// A bar's style.
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// A bar's metrics.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// Where a bar is.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A navigation bar's item: a controller's title and buttons.
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    public override init() { super.init() }
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// When a title is large.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
}

/// A button of a bar.
open class UIBarButtonItem: UIBarItem {
    open var style = Style.plain
    open var customView: UIView?
    open var menu: UIMenu?
    open var primaryAction: UIAction?
    open var target: AnyObject?
    open var action: Selector?
    open var width: CGFloat = 0
    public override init() { super.init() }
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.title = title
        self.style = style
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.image = image
        self.style = style
    }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { super.init() }
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
    }
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.title = title
        self.image = image
    }
    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem() }
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem { UIBarButtonItem() }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// The appearance proxy (not drawn, as `UIView.appearance()`).
    public class func appearance(line: Int = #line, column: Int = #column) -> UIBarButtonItem {
        UIView.warnAboutAppearance(line: line, column: column)
        return UIBarButtonItem()
    }
    /// The appearance proxy for items inside `containers` (not drawn).
    public class func appearance(
        whenContainedInInstancesOf containers: [AnyClass], line: Int = #line, column: Int = #column
    ) -> UIBarButtonItem {
        UIView.warnAboutAppearance(line: line, column: column)
        return UIBarButtonItem()
    }
    /// A button's look.
    public enum Style: Int, Sendable { case plain, bordered, done }
    /// The system's buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
}

/// An item of a bar.
open class UIBarItem: NSObject {
    open var title: String?
    open var tintColor: UIColor?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var imageInsets = UIEdgeInsets.zero
}

/// An item of a tab bar.
open class UITabBarItem: UIBarItem {
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var selectedImage: UIImage?
    open var standardAppearance: UITabBarAppearance?
    public override init() { super.init() }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// The appearance proxy (not drawn, as `UIView.appearance()`).
    public class func appearance(line: Int = #line, column: Int = #column) -> UITabBarItem {
        UIView.warnAboutAppearance(line: line, column: column)
        return UITabBarItem()
    }
}

/// A bar's look (iOS 13): kept, not drawn (a render draws SwiftUI's bars as iOS does by default).
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    public override init() { super.init() }
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

/// A navigation bar's look: kept, not drawn.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's look: kept, not drawn.
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}

/// A toolbar's look: kept, not drawn.
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
}

/// A bar button's look: kept, not drawn.
open class UIBarButtonItemAppearance: NSObject {
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
    public override init() { super.init() }
    public init(style: UIBarButtonItem.Style) { super.init() }
}

/// A bar button's look in one state.
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var backgroundImage: UIImage?
    open var titlePositionAdjustment = UIOffset.zero
}

/// A tab bar item's look: kept, not drawn.
open class UITabBarItemAppearance: NSObject {
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
    public override init() { super.init() }
}

/// A tab bar item's look in one state.
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero
}
