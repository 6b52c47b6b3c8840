internal import SceneGraph

/// How the buttons of an alert or a confirmation dialog are drawn (their actions' builder is
/// lowered with it as the button style): the label alone in the presentation's font, in the
/// accent colour (red for `.destructive`, semibold for `.cancel`), centred in a row of the
/// presentation's height; each lowered action carries its role (`PresentationActionRole.trait`)
/// for the presentation to order them as iOS does.
struct PresentationActionStyle: PrimitiveButtonStyle {
    /// The labels' size: 17 points in an alert, 20 in an action sheet (UIKit's
    /// `UIAlertController`).
    var fontSize: CGFloat
    /// A row's height: 44 points in an alert, 57 in an action sheet.
    var rowHeight: CGFloat
    /// The accent colour the presenting view's environment gives (`.tint`), else iOS's blue.
    var accent: Color

    func makeBody(configuration: Configuration) -> some View {
        PresentationAction(
            role: configuration.role,
            label: configuration.label
                .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
                .foregroundStyle(configuration.role == .destructive ? Color.red : accent)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: rowHeight))
    }
}

/// One action of an alert or a dialog: its drawn label and its role, as a trait.
struct PresentationAction<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let label: Label

    var body: Never { neverBody("PresentationAction") }

    func lower(in context: LoweringContext) -> Lowered {
        var lowered = lowerView(label, in: context.child(0))
        lowered.traits[PresentationActionRole.trait] = Trait(
            value: PresentationActionRole(role: role), propagates: false)
        return lowered
    }
}

/// The role of an alert's or a dialog's action, as the trait its lowered view carries.
struct PresentationActionRole {
    static let trait = "presentationActionRole"
    var role: ButtonRole?

    /// The actions the builder `actions` made, lowered with `style` as their button style in
    /// `context`, in the order written; views that are not buttons (a text field) are `others`.
    static func lower<A: View>(_ actions: A, style: PresentationActionStyle, in context: LoweringContext) -> (
        actions: [(view: Lowered, role: ButtonRole?)], others: [Lowered]
    ) {
        var context = context
        context.environment[ButtonStyleKey.self] = style
        let lowered = lowerView(actions, in: context)
        var buttons: [(view: Lowered, role: ButtonRole?)] = []
        var others: [Lowered] = []
        for part in lowered.flattened {
            if case .empty = part.view { continue }
            if let action = part.traits[trait]?.value as? PresentationActionRole {
                buttons.append((Lowered(part.view), action.role))
            } else {
                others.append(Lowered(part.view))
            }
        }
        return (buttons, others)
    }
}
