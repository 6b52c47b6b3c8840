internal import Raster
internal import SceneGraph

/// A sheet as iOS 17 draws it on an iPhone in portrait (`.sheet`, and `.popover`, which an
/// iPhone shows as a sheet): a card with the system background coming up from the bottom, its
/// top corners rounded, the sheet's content laid out in it; the presenter dimmed and, behind a
/// full-height sheet, pushed back.
///
/// Metrics (estimates from iOS 17's behaviour; no measured reference image was found): the full
/// height (`.large`) sheet's top is 10 points below the safe area's top; `.medium` is half the
/// largest height; a detent's height does not include the bottom safe area, which the card
/// extends over (as `UISheetPresentationController.Detent` documents); top corners 10 points
/// (continuous); the grabber 36 × 5 points, 5 points below the top; the presenter dimmed by black
/// at 20 %.
struct SheetPresentation: PresentationKind {
    /// The sheet's content, lowered where the sheet is presented.
    let content: Lowered

    static let topGap = 10.0
    static let cornerRadius = 10.0
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop = 5.0
    static let dimming = 0.2
    /// The card's background: `systemBackground` as a presented (elevated) view shows it, white
    /// in light mode and UIKit's elevated dark background (28, 28, 30) in dark mode.
    static let background = Color(
        provider: .appearances(light: .white, dark: RGBAColor(red8: 28, green8: 28, blue8: 30, alpha: 1)))

    /// The screen y of the sheet's top and whether it rests at the full height.
    func top(on screen: PresentationScreen) -> (y: Double, isFull: Bool) {
        let fullTop = screen.safeArea.top + Self.topGap
        let largest = max(0, screen.height - fullTop - screen.safeArea.bottom)
        let detents = SheetTraits.detents(of: content)
        let detent = detents.selection ?? detents.set.min { height($0, largest) < height($1, largest) } ?? .large
        let value = min(largest, max(0, height(detent, largest)))
        return (screen.height - screen.safeArea.bottom - value, value >= largest)
    }

    /// The height of `detent` when the largest is `largest` (without the bottom safe area).
    private func height(_ detent: PresentationDetent, _ largest: Double) -> Double {
        switch detent.kind {
        case .large: return largest
        case .medium: return (largest / 2).rounded()
        case .height(let height): return Double(height)
        case .fraction(let fraction): return (largest * Double(fraction)).rounded()
        case .custom:
            let context = PresentationDetent.Context(maxDetentValue: CGFloat(largest))
            return detent.custom.flatMap { $0.height(in: context) }.map { Double($0) } ?? largest
        }
    }

    func pushesBackPresenter(on screen: PresentationScreen) -> Bool { top(on: screen).isFull }

    func layers(on screen: PresentationScreen) -> [PresentationLayer] {
        let (top, _) = top(on: screen)
        let height = screen.height - top
        let detents = SheetTraits.detents(of: content)
        let indicator = SheetTraits.value(content, SheetTraits.dragIndicator) ?? Visibility.automatic
        let showsGrabber = indicator == .visible || (indicator == .automatic && detents.set.count > 1)
        let radius =
            (SheetTraits.value(content, SheetTraits.cornerRadius) as CGFloat?).map { Double($0) } ?? Self.cornerRadius
        let background =
            SheetTraits.value(content, SheetTraits.background) ?? AnyView(Rectangle().fill(Self.background))
        let card = ZStack(alignment: .top) {
            background.frame(width: CGFloat(screen.width), height: CGFloat(height))
            // Laid out in the card above the home indicator: what ignores the safe area inside
            // reaches the screen's bottom edge, as in a sheet.
            LoweredView(lowered: content)
                .frame(width: CGFloat(screen.width), height: CGFloat(max(0, height - screen.safeArea.bottom)))
            if showsGrabber {
                Capsule().fill(Color(named: "tertiary"))
                    .frame(width: Self.grabberSize.width, height: Self.grabberSize.height)
                    .padding(.top, CGFloat(Self.grabberTop))
            }
        }
        .frame(width: CGFloat(screen.width), height: CGFloat(height), alignment: .top)
        .clipShape(
            UnevenRoundedRectangle(
                topLeadingRadius: CGFloat(radius), topTrailingRadius: CGFloat(radius), style: .continuous))
        let dim = Color.black.opacity(Self.dimming).ignoresSafeArea()
        return [
            PresentationLayer(view: AnyView(dim), transition: .opacity),
            PresentationLayer(
                view: AnyView(screen.placed(card, x: screen.width / 2, y: top + height / 2)),
                transition: .offset(y: CGFloat(height))),
        ]
    }
}

/// A full-screen cover (`.fullScreenCover`): the content over the whole screen on the system
/// background, laid out in the safe area as the root view is; nothing behind it shows.
struct FullScreenCoverPresentation: PresentationKind {
    let content: Lowered

    func pushesBackPresenter(on screen: PresentationScreen) -> Bool { false }

    func layers(on screen: PresentationScreen) -> [PresentationLayer] {
        let cover = ZStack {
            (SheetTraits.value(content, SheetTraits.background) ?? AnyView(Color(named: "systemBackground")))
                .ignoresSafeArea()
            LoweredView(lowered: content)
        }
        return [PresentationLayer(view: AnyView(cover), transition: .offset(y: CGFloat(screen.height)))]
    }
}
