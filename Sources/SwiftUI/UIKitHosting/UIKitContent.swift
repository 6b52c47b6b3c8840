/// What a UIKit view draws inside its bounds besides its layer (a label's text, a control, a
/// spinner), captured as a value when its representable is lowered: layout builds the drawing
/// from it at the size the view is given.
protocol UIKitContent {
    /// The drawing in a view of `size` points whose tint colour is `tint`, as SwiftUI views
    /// filling that size.
    func body(size: CGSize, tint: UIColor) -> AnyView
    /// The content's height at `width`, for content whose height follows its width (a label
    /// of several lines); nil for content of one height.
    func height(forWidth width: CGFloat) -> CGFloat?
    /// A warning for content only approximated or not drawn, said once at the representable.
    var warning: String? { get }
    /// The images it draws (compared as values to tell two evaluations apart).
    var images: [UIImage] { get }
}

extension UIKitContent {
    func height(forWidth width: CGFloat) -> CGFloat? { nil }
    var warning: String? { nil }
    var images: [UIImage] { [] }
}
