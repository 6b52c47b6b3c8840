/// The device a scene runs on: the iPhone the render shows (an iPad when the canvas is as wide
/// as one), running iOS 17.0, in portrait, on full battery. Declared here because
/// `import SwiftUI` brings UIKit's names on iOS.
public final class UIDevice {
    /// The scene's device.
    public static var current: UIDevice { SceneRuntime.currentOrNew.device }

    /// The smallest width of an iPad's screen in points (the iPad mini's, 744): a canvas at least
    /// this wide is an iPad's.
    static let padWidth: CGFloat = 744

    /// iPhone or iPad, from the canvas's width (`--device`, `--size`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        UIScreen.main.bounds.width >= Self.padWidth ? .pad : .phone
    }
    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    /// The device's name as iOS 16 and later report it to apps: its model.
    public var name: String { model }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    /// Portrait: a render's canvas is the screen upright.
    public var orientation: UIDeviceOrientation { .portrait }
    public var isMultitaskingSupported: Bool { true }
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    public var isProximityMonitoringEnabled = false
    public var proximityState: Bool { false }
    public var isGeneratingDeviceOrientationNotifications: Bool { true }

    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    /// The keyboard's click: no sound in a video.
    public func playInputClick() {}

    /// The battery's state.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// Which way up the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Which way up the interface is.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an app supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
