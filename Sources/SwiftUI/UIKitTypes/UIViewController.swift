/// UIKit's view controller, as SwiftUI files use it: the type a `UIViewControllerRepresentable`
/// makes, and the classes people subclass. A representable's controller's view is drawn (see
/// `UIKitHost`). Presenting one shows nothing.
open class UIViewController: UIResponder {
    /// The controller's view, made on first use by `loadView`.
    open var view: UIView {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView ?? UIView(frame: .zero)
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    open var isViewLoaded: Bool { loadedView != nil }
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var preferredContentSize = CGSize.zero
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var hidesBottomBarWhenPushed = false
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }
    open var tabBarController: UITabBarController? { parent as? UITabBarController ?? parent?.tabBarController }
    public let navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem = UITabBarItem()
    open var toolbarItems: [UIBarButtonItem]?
    open var presentationController: UIPresentationController? { nil }
    open var sheetPresentationController: UISheetPresentationController? { nil }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var transitioningDelegate: AnyObject?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillTransition(to size: CGSize, with coordinator: Any) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func didReceiveMemoryWarning() {}
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `controller`: it is not drawn (a render has no UIKit); `completion` runs.
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }
    /// Dismisses what this controller presented (or itself); `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }
    open func show(_ controller: UIViewController, sender: Any?) { present(controller, animated: true) }

    /// The child controller whose view this container shows (a navigation controller's top one,
    /// a tab bar controller's selected one, a page controller's current page); nil for a
    /// controller that contains none.
    var shownChild: UIViewController? { nil }

    /// Puts the shown child's view (and its own shown child's) in this controller's view,
    /// filling it, as UIKit's containers do; the views shown before are taken out.
    func embedShownChildren() {
        guard let child = shownChild else { return }
        let childView = child.view
        if let shown = embeddedView, shown !== childView, shown.superview === view { shown.removeFromSuperview() }
        if childView.superview !== view {
            childView.frame = view.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(childView)
        }
        embeddedView = childView
        child.embedShownChildren()
    }
    /// The child's view `embedShownChildren` put in this controller's view.
    private weak var embeddedView: UIView?

    /// The name of the system interface this controller shows on iOS and a render does not draw
    /// (an image picker's); nil for a controller whose view is the code's.
    var systemInterfaceName: String? { nil }
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
    case popover, none = -1, automatic = -2
}

/// How a presented controller comes on screen.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// A presentation's controller.
open class UIPresentationController: NSObject {
    open weak var delegate: AnyObject?
}

/// A sheet's controller (its detents).
open class UISheetPresentationController: UIPresentationController {
    open var detents: [Detent] = [.large()]
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// A height a sheet rests at.
    open class Detent: NSObject {
        public static func medium() -> Detent { Detent() }
        public static func large() -> Detent { Detent() }
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}

/// A popover's controller.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// A presentation's delegate.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

/// A stack of controllers with a navigation bar.
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }
    public let navigationBar = UINavigationBar()
    public let toolbar = UIToolbar()
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    open weak var delegate: UINavigationControllerDelegate?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        viewControllers.append(controller)
        addChild(controller)
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.removeFromParent()
        return top
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    override var shownChild: UIViewController? { topViewController }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation controller's delegate.
public protocol UINavigationControllerDelegate: AnyObject {}

/// Tabs of controllers.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { c in viewControllers?.firstIndex { $0 === c } } ?? selectedIndex }
    }
    public let tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
    override var shownChild: UIViewController? { selectedViewController }
}

/// A tab bar controller's delegate.
public protocol UITabBarControllerDelegate: AnyObject {}

/// A controller of pages.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Which way pages go.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Forward or back.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options' keys.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var viewControllers: [UIViewController]?
    override var shownChild: UIViewController? { viewControllers?.first }
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }

    open func setViewControllers(
        _ controllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        viewControllers = controllers
        completion?(true)
    }
}

/// A page controller's pages.
public protocol UIPageViewControllerDataSource: AnyObject {}
/// A page controller's delegate.
public protocol UIPageViewControllerDelegate: AnyObject {}

/// A list controller.
open class UITableViewController: UIViewController {
    open var tableView: UITableView = UITableView()
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A collection controller.
open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init(coder: coder)
    }
}

/// A split of controllers.
open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var preferredDisplayMode = DisplayMode.automatic
    /// Which columns show.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
        case twoOverSecondary, twoDisplaceSecondary
    }
}

/// The photo picker of UIKit: presenting it shows nothing in a render, and no photo is picked.
open class UIImagePickerController: UINavigationController {
    override var systemInterfaceName: String? { "An image picker" }
    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true

    /// Whether a source is there: the photo library is, a render has no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image"] }

    /// Where pictures come from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Front or rear camera.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// Photo or video.
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The flash.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto, on }
    /// A video's quality.
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }
    /// What a picked item's dictionary holds.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    }
}

/// A photo picker's delegate.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The share sheet: presenting it shows nothing in a render.
open class UIActivityViewController: UIViewController {
    override var systemInterfaceName: String? { "A share sheet" }
    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
}

/// A service of the share sheet.
open class UIActivity: NSObject {
    /// A kind of service.
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open class var activityCategory: Category { .action }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(true) }
    open func activityDidFinish(_ completed: Bool) {}
    /// A service's category.
    public enum Category: Int, Sendable { case action, share }
}

/// An item the share sheet asks for late.
open class UIActivityItemProvider: Operation {
    public let placeholderItem: Any
    public init(placeholderItem: Any) { self.placeholderItem = placeholderItem }
    open var item: Any { placeholderItem }
}

/// An alert or action sheet of UIKit: presenting it shows nothing in a render.
open class UIAlertController: UIViewController {
    override var systemInterfaceName: String? { "An alert" }
    /// Alert or action sheet.
    public enum Style: Int, Sendable { case actionSheet, alert }
    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) { nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of a UIKit alert.
open class UIAlertAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// The Files picker: presenting it shows nothing in a render, and no file is picked.
open class UIDocumentPickerViewController: UIViewController {
    override var systemInterfaceName: String? { "A document picker" }
    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    public init(forOpeningContentTypes contentTypes: [Any], asCopy: Bool = false) {
        super.init(nibName: nil, bundle: nil)
    }
    public init(forExporting urls: [URL], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
}

/// How the Files picker opens documents.
public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

/// The Files picker's delegate.
public protocol UIDocumentPickerDelegate: AnyObject {}

/// The search of a navigation item: not drawn.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    open var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}

/// What a search controller tells of its text.
public protocol UISearchResultsUpdating: AnyObject {}

/// A storyboard: a render has none, so none is found.
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

/// A nib: a render has none.
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}
