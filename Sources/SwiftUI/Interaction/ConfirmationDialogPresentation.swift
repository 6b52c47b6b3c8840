internal import Raster
internal import SceneGraph

/// A confirmation dialog as iOS 17 draws it on an iPhone: an action sheet at the bottom of the
/// screen (`.confirmationDialog`, the older `.actionSheet`). The screen is dimmed; 8 points from
/// the sides and above the home indicator, a material card holds the title (13-point semibold,
/// shown when `titleVisibility` is `.visible`; `.automatic` hides it on an iPhone, as iOS does)
/// and the message (13-point) in the secondary label colour, then the actions in 57-point rows of
/// 20-point labels under hairlines; the cancel action (iOS adds "Cancel" when there is none) is a
/// separate card 8 points below, its label semibold.
///
/// Metrics: 57-point rows and 20-point labels are UIAlertController's action sheet; the 8-point
/// margins, 14-point corners, the header's padding (14 points above and below, 16 at the sides)
/// and the cancel card's background (white; 44, 44, 46 in dark mode) are estimates.
struct ConfirmationDialogPresentation: PresentationKind {
    let title: Text?
    let message: AnyView?
    let actions: [(view: Lowered, role: ButtonRole?)]

    static let rowHeight: CGFloat = 57
    static let margin: CGFloat = 8
    static let cancelBackground = Color(
        provider: .appearances(light: .white, dark: RGBAColor(red8: 44, green8: 44, blue8: 46, alpha: 1)))

    /// A dialog whose actions `actions` builds, lowered in `context` (the presenter's); `title`
    /// nil when it is hidden.
    init<A: View>(title: Text?, message: AnyView?, actions: A, in context: LoweringContext) {
        self.title = title
        self.message = message
        let style = PresentationActionStyle(
            fontSize: 20, rowHeight: Self.rowHeight, accent: context.environment.tint ?? ControlDrawing.tint)
        var buttons = PresentationActionRole.lower(actions, style: style, in: context.child(0)).actions
        if !buttons.contains(where: { $0.role == .cancel }) {
            buttons +=
                PresentationActionRole.lower(
                    Button("Cancel", role: .cancel) {}, style: style, in: context.child(1)
                ).actions
        }
        self.actions = buttons
    }

    func pushesBackPresenter(on screen: PresentationScreen) -> Bool { false }

    func layers(on screen: PresentationScreen) -> [PresentationLayer] {
        let rest = actions.filter { $0.role != .cancel }.map(\.view)
        let cancel = actions.filter { $0.role == .cancel }.map(\.view)
        let hasHeader = title != nil || message != nil
        let shape = RoundedRectangle(cornerRadius: AlertPresentation.cornerRadius, style: .continuous)
        let sheet = VStack(spacing: Self.margin) {
            if hasHeader || !rest.isEmpty {
                VStack(spacing: 0) {
                    if hasHeader {
                        VStack(spacing: 4) {
                            if let title { title.font(.system(size: 13, weight: .semibold)) }
                            if let message { message.font(.system(size: 13)) }
                        }
                        .multilineTextAlignment(.center)
                        .foregroundStyle(Color.secondary)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 14)
                        .frame(maxWidth: .infinity)
                    }
                    // One view per row: a row's separator and action in a stack of their own.
                    ForEach(rest.indices, id: \.self) { index in
                        VStack(spacing: 0) {
                            if hasHeader || index > 0 { AlertPresentation.Separator(vertical: false) }
                            LoweredView(lowered: rest[index])
                        }
                    }
                }
                .background(.regularMaterial, in: shape)
            }
            ForEach(cancel.indices, id: \.self) { index in
                LoweredView(lowered: cancel[index]).background(Self.cancelBackground, in: shape)
            }
        }
        .padding(.horizontal, Self.margin)
        .padding(.bottom, screen.safeArea.bottom > 0 ? 0 : Self.margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        return [
            PresentationLayer(
                view: AnyView(Rectangle().fill(AlertPresentation.dimming).ignoresSafeArea()), transition: .opacity),
            PresentationLayer(view: AnyView(sheet), transition: .offset(y: CGFloat(screen.height))),
        ]
    }
}
