/// Content a UIKit view shows on iOS that a render cannot (a table's rows, which its data
/// source would give): nothing is drawn but the view's layer, with a warning.
struct UndrawnContent: UIKitContent {
    var warning: String?

    func body(size: CGSize, tint: UIColor) -> AnyView { AnyView(EmptyView()) }
}
