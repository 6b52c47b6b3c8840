extension UIColor {
    /// Links: the system blue.
    public static var link: UIColor { .systemBlue }
    /// The app's tint: the system blue.
    public static var tintColor: UIColor { .systemBlue }
    /// Text on light backgrounds: black.
    public static var darkText: UIColor { .black }
    /// Text on dark backgrounds: white at 60 %.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// The backgrounds of grouped tables (the older name): the grouped background.
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }

    /// The colour's alpha.
    public var cgAlpha: CGFloat { CGFloat(resolved.alpha) }
}
