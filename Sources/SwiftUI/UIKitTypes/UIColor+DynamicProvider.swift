internal import Raster

/// A colour UIKit asks for again whenever the traits change (`UIColor { traits in … }`): its
/// provider is called once for light and once for dark traits, and the colour follows the colour
/// scheme where it is drawn, as an asset catalog's colour set does. A provider that reads other
/// traits sees a 3× screen.
extension UIColor {
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).provider.resolved(in: .light)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).provider.resolved(in: .dark)
        self.init(provider: .appearances(light: light, dark: dark))
    }

    /// The colour as it is under `traitCollection`, fixed.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(provider.resolved(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light))
    }
}
