/// A SwiftUI view in a UIKit controller: `UIHostingController(rootView:)`. Its view draws
/// `rootView` (as it is when the UIKit tree is drawn: a later `rootView = …` shows) on the
/// system background, as iOS's hosting view does, wherever the view is put: returned by a
/// `UIViewControllerRepresentable`, added to a UIKit hierarchy, or a child's view.
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content
    open var sizingOptions: UIHostingControllerSizingOptions = []
    open var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        let hosting = UIHostingView { [weak self] in
            guard let self else { return nil }
            return (AnyView(self.rootView), self.sizingOptions)
        }
        hosting.frame = UIScreen.main.bounds
        view = hosting
    }

    /// The size the root view takes in `size` (its ideal size on an axis of no length).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        UIKitMeasure.size(of: AnyView(rootView), width: size.width > 0 && size.width.isFinite ? size.width : nil)
    }
}

/// How a hosting controller sizes itself.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
