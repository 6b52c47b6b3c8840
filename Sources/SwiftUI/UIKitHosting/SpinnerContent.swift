/// A `UIActivityIndicatorView`: SwiftUI's spinner (`ProgressView()`), turning while the view
/// `isAnimating`, standing still when stopped and not hidden, nothing when stopped and
/// `hidesWhenStopped`; the large style is drawn 37 points wide, as iOS's.
struct SpinnerContent: UIKitContent {
    var color: UIColor
    var isLarge: Bool
    var isAnimating: Bool
    var hidesWhenStopped: Bool

    func body(size: CGSize, tint: UIColor) -> AnyView {
        if !isAnimating && hidesWhenStopped { return AnyView(EmptyView()) }
        let colour = Color(uiColor: color)
        let width: CGFloat = isLarge ? 37 : 20
        let spinner: AnyView =
            isAnimating
            ? AnyView(ActivitySpinner(color: colour, size: width))
            : AnyView(ActivitySpinner.bars(color: colour, size: width))
        return AnyView(spinner.frame(width: size.width, height: size.height))
    }
}
