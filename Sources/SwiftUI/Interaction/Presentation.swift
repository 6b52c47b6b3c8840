// Presentations (sheets, covers, alerts, dialogs, popovers): while presented, drawn over the
// whole screen as an iPhone in portrait shows them at rest (`PresentationHost`, one type per
// kind: `SheetPresentation`, `FullScreenCoverPresentation`, `AlertPresentation`,
// `ConfirmationDialogPresentation`).

extension View {
    /// Presents a sheet while `isPresented` is true: drawn over the whole screen as iOS 17
    /// draws it at rest (`SheetPresentation`).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        modifier(
            PresentingModifier(isPresented: isPresented.wrappedValue) {
                SheetPresentation(content: presentedContent(content(), in: $0.elevated))
            })
    }

    /// Presents a sheet for `item` while it is not nil (see `sheet(isPresented:)`).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        let item = item.wrappedValue
        return modifier(
            PresentingModifier(isPresented: item != nil) {
                SheetPresentation(content: presentedContent(content(item!), in: $0.elevated))
            })
    }

    /// Presents a full-screen cover: the content over the whole screen (`FullScreenCoverPresentation`).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        modifier(
            PresentingModifier(isPresented: isPresented.wrappedValue) {
                FullScreenCoverPresentation(content: presentedContent(content(), in: $0))
            })
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        let item = item.wrappedValue
        return modifier(
            PresentingModifier(isPresented: item != nil) {
                FullScreenCoverPresentation(content: presentedContent(content(item!), in: $0))
            })
    }

    /// Presents a popover: an iPhone shows it as a sheet (which has no anchor or arrow).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content, line: Int = #line,
        column: Int = #column
    ) -> some View {
        modifier(
            PresentingModifier(isPresented: isPresented.wrappedValue) {
                SheetPresentation(content: presentedContent(content(), in: $0.elevated))
            })
    }

    /// Presents a popover for `item` while it is not nil: a sheet on an iPhone.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content, line: Int = #line, column: Int = #column
    ) -> some View {
        let item = item.wrappedValue
        return modifier(
            PresentingModifier(isPresented: item != nil) {
                SheetPresentation(content: presentedContent(content(item!), in: $0.elevated))
            })
    }

    /// Presents an alert with the buttons `actions` builds (`AlertPresentation`).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        alertModifier(Text(titleKey), isPresented.wrappedValue, actions, { EmptyView?.none })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        alertModifier(Text(title), isPresented.wrappedValue, actions, { EmptyView?.none })
    }

    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    )
        -> some View
    {
        alertModifier(title, isPresented.wrappedValue, actions, { EmptyView?.none })
    }

    /// Presents an alert with a message under its title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        alertModifier(Text(titleKey), isPresented.wrappedValue, actions, message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        alertModifier(Text(title), isPresented.wrappedValue, actions, message)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        alertModifier(title, isPresented.wrappedValue, actions, message)
    }

    /// The older alert, built from an `Alert`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert, line: Int = #line, column: Int = #column)
        -> some View
    {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(
            PresentingModifier(isPresented: alert != nil) { context in
                alert!.presentation(in: context)
            })
    }

    /// The older alert for `item`, while it is not nil.
    public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: (Item) -> Alert, line: Int = #line, column: Int = #column
    ) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            PresentingModifier(isPresented: alert != nil) { context in
                alert!.presentation(in: context)
            })
    }

    /// Presents a confirmation dialog: an action sheet at the bottom of the screen
    /// (`ConfirmationDialogPresentation`).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        dialogModifier(Text(titleKey), titleVisibility, isPresented.wrappedValue, actions, { EmptyView?.none })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        dialogModifier(Text(title), titleVisibility, isPresented.wrappedValue, actions, { EmptyView?.none })
    }

    /// Presents a confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        dialogModifier(Text(titleKey), titleVisibility, isPresented.wrappedValue, actions, message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        dialogModifier(Text(title), titleVisibility, isPresented.wrappedValue, actions, message)
    }

    /// The alert modifier: `actions` and `message` are built only while presented, as SwiftUI
    /// builds them.
    private func alertModifier<A: View, M: View>(
        _ title: Text, _ isPresented: Bool, _ actions: () -> A, _ message: () -> M?
    ) -> some View {
        let built = isPresented ? (actions(), message().map { AnyView($0) }) : nil
        return modifier(
            PresentingModifier(isPresented: isPresented) { context in
                AlertPresentation(title: title, message: built!.1, actions: built!.0, in: context)
            })
    }

    /// The confirmation dialog modifier (see `alertModifier`).
    private func dialogModifier<A: View, M: View>(
        _ title: Text, _ visibility: Visibility, _ isPresented: Bool, _ actions: () -> A, _ message: () -> M?
    ) -> some View {
        let built = isPresented ? (actions(), message().map { AnyView($0) }) : nil
        return modifier(
            PresentingModifier(isPresented: isPresented) {
                context in
                ConfirmationDialogPresentation(
                    title: visibility == .visible ? title : nil, message: built!.1, actions: built!.0, in: context)
            })
    }
}

/// A presenting modifier (`.sheet`, `.alert` …): the view is drawn as it is, and while
/// presented, what `make` builds is drawn over the whole screen (`PresentationHost`).
struct PresentingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Bool
    let make: (LoweringContext) -> any PresentationKind

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        context.present(isPresented: isPresented, make: make)
        return content
    }
}

/// A sheet's or cover's content lowered in `context`: one view (several are stacked, as at the
/// root) with the sheet traits its modifiers set.
func presentedContent<Content: View>(_ content: Content, in context: LoweringContext) -> Lowered {
    let lowered = lowerView(content, in: context)
    var single = Lowered(lowered.view)
    single.traits = lowered.traits
    return single
}

extension View {
    /// The older action sheet: drawn as a confirmation dialog with its title.
    public func actionSheet(
        isPresented: Binding<Bool>, content: () -> ActionSheet, line: Int = #line, column: Int = #column
    ) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(
            PresentingModifier(isPresented: sheet != nil) {
                sheet!.presentation(in: $0)
            })
    }

    /// The older action sheet for `item`, while it is not nil.
    public func actionSheet<T: Identifiable>(
        item: Binding<T?>, content: (T) -> ActionSheet, line: Int = #line, column: Int = #column
    ) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            PresentingModifier(isPresented: sheet != nil) {
                sheet!.presentation(in: $0)
            })
    }

    /// Presents the Files picker to open files: accepted; nothing is presented, nothing picked.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
        onCompletion: @escaping (Result<[URL], Error>) -> Void
    ) -> some View { self }

    /// Presents the Files picker to open a file: accepted; nothing is presented, nothing picked.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, Error>) -> Void
    ) -> some View { self }

    /// Presents the Files picker to save a document: the picker is not drawn while presented.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, Error>) -> Void
    ) -> some View { self }
}

/// The older description of an action sheet (`.actionSheet(isPresented:content:)`).
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [ActionSheet.Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// Drawn as a confirmation dialog whose title is visible.
    func presentation(in context: LoweringContext) -> ConfirmationDialogPresentation {
        ConfirmationDialogPresentation(
            title: title, message: message.map { AnyView($0) }, actions: Alert.Buttons(buttons: buttons),
            in: context)
    }
}

/// The older description of an alert (`.alert(isPresented:content:)`).
public struct Alert {
    /// A button of an alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel)
        }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (nil: "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// Drawn as the alert with the same title, message and buttons.
    func presentation(in context: LoweringContext) -> AlertPresentation {
        AlertPresentation(
            title: title, message: message.map { AnyView($0) }, actions: Buttons(buttons: buttons), in: context)
    }

    /// The buttons of an `Alert` or `ActionSheet` as the buttons of the newer modifiers.
    struct Buttons: View {
        let buttons: [Button]
        var body: some View {
            ForEach(buttons.indices, id: \.self) { index in
                SwiftUI.Button(role: buttons[index].role, action: {}) { buttons[index].label }
            }
        }
    }
}

/// Whether something is shown: `.automatic`, `.visible` or `.hidden`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
