// Presentations (sheets, alerts, dialogs, popovers): a render shows the view as it is before
// anything is presented, so these modifiers are accepted and the view is unchanged.

extension View {
    /// Presents a sheet while `isPresented` is true; the sheet is not drawn (the view under it is,
    /// as iOS shows it closed), with a warning at this line while it is presented.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("sheet", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// Presents a sheet for `item` while it is not nil; not drawn while presented (see `sheet`).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("sheet", item.wrappedValue != nil, line: line, column: column)
        return self
    }

    /// Presents a full-screen cover; the cover is not drawn (see `sheet`).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("fullScreenCover", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// Presents a full-screen cover for `item`; not drawn while presented (see `sheet`).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("fullScreenCover", item.wrappedValue != nil, line: line, column: column)
        return self
    }

    /// Presents a popover; the popover is not drawn (see `sheet`).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("popover", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// Presents a popover for `item`; not drawn while presented (see `sheet`).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("popover", item.wrappedValue != nil, line: line, column: column)
        return self
    }

    /// Presents an alert; the alert is not drawn (see `sheet`).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    )
        -> some View
    {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// Presents an alert with a message; not drawn while presented (see `sheet`).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// The older alert, built from an `Alert`; not drawn while presented (see `sheet`).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert, line: Int = #line, column: Int = #column)
        -> some View
    {
        warnIfPresented("alert", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// The older alert for `item`; not drawn while presented (see `sheet`).
    public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: (Item) -> Alert, line: Int = #line, column: Int = #column
    ) -> some View {
        warnIfPresented("alert", item.wrappedValue != nil, line: line, column: column)
        return self
    }

    /// Presents a confirmation dialog; the dialog is not drawn (see `sheet`).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("confirmationDialog", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("confirmationDialog", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// Presents a confirmation dialog with a message; not drawn while presented (see `sheet`).
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("confirmationDialog", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M, line: Int = #line,
        column: Int = #column
    ) -> some View {
        warnIfPresented("confirmationDialog", isPresented.wrappedValue, line: line, column: column)
        return self
    }
}

extension View {
    /// The older action sheet; the sheet is not drawn (see `sheet`).
    public func actionSheet(
        isPresented: Binding<Bool>, content: () -> ActionSheet, line: Int = #line, column: Int = #column
    ) -> some View {
        warnIfPresented("actionSheet", isPresented.wrappedValue, line: line, column: column)
        return self
    }

    /// The older action sheet for `item`; not drawn while presented (see `sheet`).
    public func actionSheet<T: Identifiable>(
        item: Binding<T?>, content: (T) -> ActionSheet, line: Int = #line, column: Int = #column
    ) -> some View {
        warnIfPresented("actionSheet", item.wrappedValue != nil, line: line, column: column)
        return self
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

    /// Presents the Files picker to save a document; not drawn while presented (see `sheet`).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, Error>) -> Void
    ) -> some View { self }
}

extension View {
    /// Warns at (`line`, `column`) when a presentation is presented while the view is drawn:
    /// Zoetrope draws the presenting view as iOS shows it with the presentation closed.
    func warnIfPresented(_ modifier: String, _ isPresented: Bool, line: Int, column: Int) {
        guard isPresented else { return }
        RuntimeWarning.emit(
            "'\(modifier)' is not drawn while presented: Zoetrope draws the view under it, as iOS shows it "
                + "with the presentation closed", line: line, column: column)
    }
}

/// The older description of an action sheet (`.actionSheet(isPresented:content:)`).
public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

/// The older description of an alert (`.alert(isPresented:content:)`).
public struct Alert {
    /// A button of an alert.
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// Whether something is shown: `.automatic`, `.visible` or `.hidden`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
