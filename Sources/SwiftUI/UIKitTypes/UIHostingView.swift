/// The view of a `UIHostingController`: the controller's root view drawn in its bounds
/// (`HostedViewContent`), on the system background (iOS gives a hosting controller's view
/// `systemBackground`; code that wants none sets `backgroundColor = .clear`).
final class UIHostingView: UIView {
    /// The controller's root view and sizing options, read when the view is drawn or measured;
    /// nil once the controller is gone.
    let root: () -> (view: AnyView, options: UIHostingControllerSizingOptions)?

    init(root: @escaping () -> (view: AnyView, options: UIHostingControllerSizingOptions)?) {
        self.root = root
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    override var hostedContent: (any UIKitContent)? { root().map { HostedViewContent(root: $0.view) } }

    /// The root view's ideal size when the controller's `sizingOptions` ask for it; else none,
    /// so that the view takes the size its superview, constraints or representable give it
    /// (a hosting view hugs its content only that loosely on iOS).
    override var intrinsicContentSize: CGSize {
        guard let root = root(), root.options.contains(.intrinsicContentSize) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return UIKitMeasure.size(of: root.view)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let root = root() else { return .zero }
        return UIKitMeasure.size(of: root.view, width: size.width > 0 && size.width.isFinite ? size.width : nil)
    }
}
