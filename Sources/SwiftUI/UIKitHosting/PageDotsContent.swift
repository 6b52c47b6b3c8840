/// A `UIPageControl`'s dots, centred in its bounds: one 7-point dot per page, 16 points apart
/// centre to centre, the current one in `currentPageIndicatorTintColor` (white by default)
/// and the others in `pageIndicatorTintColor` (white at 30 %), as iOS 14 and later draw them
/// without a background. Approximation: sizes measured by eye from screenshots.
struct PageDotsContent: UIKitContent {
    var pages: Int
    var current: Int
    var hidesForSinglePage: Bool
    var currentColor: UIColor?
    var otherColor: UIColor?

    /// The distance between two dots' centres.
    static let pitch: CGFloat = 16
    static let diameter: CGFloat = 7

    func body(size: CGSize, tint: UIColor) -> AnyView {
        if pages <= 0 || (pages == 1 && hidesForSinglePage) { return AnyView(EmptyView()) }
        let on = Color(uiColor: currentColor ?? .white)
        let off = Color(uiColor: otherColor ?? UIColor(white: 1, alpha: 0.3))
        return AnyView(
            HStack(spacing: Self.pitch - Self.diameter) {
                ForEach(0..<pages, id: \.self) { page in
                    Circle().fill(page == current ? on : off).frame(width: Self.diameter, height: Self.diameter)
                }
            }
            .frame(width: size.width, height: size.height))
    }
}
