internal import Raster
internal import SceneGraph

/// An alert as iOS 17 draws it on an iPhone (`.alert`, and the older `Alert`): the screen dimmed,
/// a 270-point card in the screen's centre with a material background and 14-point continuous
/// corners, the title (17-point semibold) and message (13-point) centred, then the actions in
/// 44-point rows under hairlines: two side by side (a cancel action on the leading side), one or
/// three and more stacked (a cancel action last); an alert without actions shows "OK".
///
/// Metrics: the 270-point width, 44-point rows and one-pixel separators are UIAlertController's
/// (as the open re-implementations SDCAlertView and dashwallet-ios's DWAlertView measure them:
/// `DWAlertViewWidth = 270`, `DWAlertViewActionButtonHeight = 44`, separators `1 / scale`); the
/// content padding (19 points above, 16 at the sides, 18.5 below) and the 4 points between title
/// and message are SDCAlertView's; the 14-point radius is iOS 17's (13 before); the dimming
/// (black at 20 % in light mode, 48 % in dark) is an estimate.
struct AlertPresentation: PresentationKind {
    /// The title, as the presenter wrote it.
    let title: Text
    /// The message view, if any.
    let message: AnyView?
    /// The actions, lowered with `PresentationActionStyle`, and their roles.
    let actions: [(view: Lowered, role: ButtonRole?)]
    /// Views of the actions that are not buttons (text fields), drawn under the message.
    let fields: [Lowered]

    static let width: CGFloat = 270
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 14
    static let hairline: CGFloat = 1.0 / 3
    static let dimming = Color(
        provider: .appearances(
            light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2),
            dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.48)))

    /// An alert whose actions `actions` builds, lowered in `context` (the presenter's).
    init<A: View>(title: Text, message: AnyView?, actions: A, in context: LoweringContext) {
        self.title = title
        self.message = message
        let style = PresentationActionStyle(
            fontSize: 17, rowHeight: Self.rowHeight, accent: context.environment.tint ?? ControlDrawing.tint)
        var (buttons, others) = PresentationActionRole.lower(actions, style: style, in: context.child(0))
        if buttons.isEmpty {
            // SwiftUI's alert without actions has one "OK" button.
            buttons = PresentationActionRole.lower(Button("OK") {}, style: style, in: context.child(1)).actions
        }
        self.actions = buttons
        self.fields = others
    }

    func pushesBackPresenter(on screen: PresentationScreen) -> Bool { false }

    /// The actions in the order iOS draws them: a cancel action leading when two are side by
    /// side, last when they are stacked.
    private var ordered: [Lowered] {
        let cancel = actions.filter { $0.role == .cancel }.map(\.view)
        let rest = actions.filter { $0.role != .cancel }.map(\.view)
        return actions.count == 2 ? cancel + rest : rest + cancel
    }

    func layers(on screen: PresentationScreen) -> [PresentationLayer] {
        let ordered = ordered
        let card = VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.system(size: 17, weight: .semibold))
                if let message { message.font(.system(size: 13)) }
                ForEach(fields.indices, id: \.self) { LoweredView(lowered: fields[$0]) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .padding(.horizontal, 16)
            .padding(.top, 19)
            .padding(.bottom, 18.5)
            .frame(maxWidth: .infinity)
            Separator(vertical: false)
            if ordered.count == 2 {
                HStack(spacing: 0) {
                    LoweredView(lowered: ordered[0])
                    Separator(vertical: true)
                    LoweredView(lowered: ordered[1])
                }
                .frame(height: Self.rowHeight)
            } else {
                // One view per row: a row's separator and action in a stack of their own.
                ForEach(ordered.indices, id: \.self) { index in
                    VStack(spacing: 0) {
                        if index > 0 { Separator(vertical: false) }
                        LoweredView(lowered: ordered[index])
                    }
                }
            }
        }
        .frame(width: Self.width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        return [
            PresentationLayer(view: AnyView(Rectangle().fill(Self.dimming).ignoresSafeArea()), transition: .opacity),
            PresentationLayer(
                view: AnyView(screen.placed(card, x: screen.width / 2, y: screen.height / 2)),
                transition: .scale(scale: 1.1).combined(with: .opacity)),
        ]
    }

    /// A one-pixel line between an alert's or a dialog's parts, in the separator colour.
    struct Separator: View {
        var vertical: Bool
        var body: some View {
            Rectangle().fill(Color(named: "separator"))
                .frame(
                    width: vertical ? AlertPresentation.hairline : nil,
                    height: vertical ? nil : AlertPresentation.hairline)
        }
    }
}
