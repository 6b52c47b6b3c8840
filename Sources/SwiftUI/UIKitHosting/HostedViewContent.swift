/// A hosting controller's SwiftUI view, laid out in the hosting view's bounds as a root view
/// is in the screen: offered the whole size and centred in it.
struct HostedViewContent: UIKitContent {
    var root: AnyView

    func body(size: CGSize, tint: UIColor) -> AnyView {
        AnyView(root.frame(width: size.width, height: size.height))
    }
}
