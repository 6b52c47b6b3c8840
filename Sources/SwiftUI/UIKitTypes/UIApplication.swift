/// The app, as SwiftUI files reach it: `UIApplication.shared`. A render is one app in the
/// foreground with one scene and one window the size of the canvas; what would leave the app
/// (opening a URL, the Settings app) or change the system (the badge, the idle timer) does
/// nothing visible, as in a screen recording that stays in the app.
open class UIApplication: UIResponder {
    /// The scene's app.
    public static var shared: UIApplication { SceneRuntime.currentOrNew.application }

    /// The app's one scene, with its window.
    let scene = UIWindowScene()

    public override init() { super.init() }

    open var delegate: UIApplicationDelegate?
    open var connectedScenes: Set<UIScene> { [scene] }
    open var openSessions: Set<UISceneSession> { [scene.session] }
    open var windows: [UIWindow] { scene.windows }
    open var keyWindow: UIWindow? { scene.windows.first }
    open var applicationState: State { .active }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var isNetworkActivityIndicatorVisible = false
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var supportsAlternateIconNames: Bool { true }
    open private(set) var alternateIconName: String?
    open var supportsMultipleScenes: Bool { false }
    open var preferredContentSizeCategory: UIContentSizeCategory { .ofTheRender }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Whether an app can open `url`: any URL with a scheme, as Safari, Phone and Mail would.
    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Opens `url` in another app: a render stays in the scene, so nothing is seen; the
    /// completion is told it opened.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(canOpenURL(url))
    }

    /// Opens `url` in another app (see `open(_:options:completionHandler:)`).
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { canOpenURL(url) }

    /// Sends an action up the responder chain, as `#selector(UIResponder.resignFirstResponder)`
    /// does to hide the keyboard: no keyboard shows in a render; true, as UIKit returns.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { true }

    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open func beginIgnoringInteractionEvents() {}
    open func endIgnoringInteractionEvents() {}
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }
    open func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier { UIBackgroundTaskIdentifier(rawValue: 1) }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    open func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) {
        alternateIconName = name
        completionHandler?(nil)
    }
    open func setAlternateIconName(_ name: String?) async throws { alternateIconName = name }
    open func requestSceneSessionActivation(
        _ session: UISceneSession?, userActivity: Any?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((Error) -> Void)? = nil
    ) {}

    /// The Settings app's URL for this app.
    public static let openSettingsURLString = "app-settings:"
    /// The Settings app's URL for this app's notifications.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// The app's state: active in a render.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Launch options' keys.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// `open(_:options:)`'s options' keys.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `application(_:open:options:)`'s options' keys.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    }
}

extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// The direction of the app's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// A task that asked for time in the background.
public struct UIBackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// How the status bar appears or disappears.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// A Home Screen quick action.
open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: NSSecureCoding]?
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}

/// A quick action's icon.
open class UIApplicationShortcutIcon: NSObject {
    public init(systemImageName: String) { super.init() }
    public init(templateImageName: String) { super.init() }
}

/// The app's delegate (`@UIApplicationDelegateAdaptor`): the render calls
/// `application(_:didFinishLaunchingWithOptions:)` before the scene's first evaluation when an
/// adaptor makes one; its other callbacks are for events a render has none of.
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

/// A scene of the app: a render has one, in the foreground.
open class UIScene: UIResponder {
    public let session = UISceneSession()
    open var activationState: ActivationState { .foregroundActive }
    open var title: String?
    open var delegate: UISceneDelegate?

    /// The scene's state.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What a scene connects with.
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }

    /// Options of a request to activate a scene.
    open class ActivationRequestOptions: NSObject {}

    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// A scene's delegate.
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// A scene with windows: the render's screen.
open class UIWindowScene: UIScene {
    /// The scene's window, the size of the canvas.
    lazy var window: UIWindow = {
        let window = UIWindow(windowScene: self)
        window.isKeyWindow = true
        return window
    }()
    open var windows: [UIWindow] { [window] }
    open var keyWindow: UIWindow? { window }
    open var screen: UIScreen { UIScreen.main }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// Asks for other orientations: the render stays in portrait.
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil
    ) {}

    /// An orientation or size the scene asks for.
    open class GeometryPreferences: NSObject {
        /// An iPhone's orientations.
        open class iOS: GeometryPreferences {
            public init(interfaceOrientations: UIInterfaceOrientationMask) { super.init() }
        }
    }
}

/// The status bar's frame and style.
open class UIStatusBarManager: NSObject {
    /// The status bar: the top of the window's safe area.
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: SceneRuntime.currentOrNew.safeAreaInsets.top)
    }
    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { false }
}

/// The smallest and largest sizes of a scene's windows (a Mac's).
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize = CGSize.zero
    open var maximumSize = CGSize.zero
}

/// A scene's session.
open class UISceneSession: NSObject {
    open var role: Role { .windowApplication }
    open var persistentIdentifier: String { "zoetrope-scene" }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
    open var userInfo: [String: Any]?

    /// The kind of scene.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// A scene's configuration, as an app delegate returns it.
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A URL a scene is asked to open.
open class UIOpenURLContext: NSObject {
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// The app's window: the size of the canvas, with the device's safe area.
open class UIWindow: UIView {
    open weak var windowScene: UIWindowScene?
    open var rootViewController: UIViewController?
    open var isKeyWindow = false
    open var windowLevel = UIWindow.Level.normal
    open override var window: UIWindow? { self }
    /// The device's safe-area insets (the status bar and home indicator's strips).
    open override var safeAreaInsets: UIEdgeInsets { SceneRuntime.currentOrNew.safeAreaInsets }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func makeKeyAndVisible() { isKeyWindow = true }
    open func makeKey() { isKeyWindow = true }

    /// A window's level.
    public struct Level: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
