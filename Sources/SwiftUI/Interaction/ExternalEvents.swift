// What other apps and the system send an app: a URL to open, a Handoff activity. A render
// receives none of them, so the handlers never run; the views look the same.

extension View {
    /// Runs `action` when the app is asked to open a URL: never in a render.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Runs `action` for a Handoff activity of `activityType`: never in a render.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (Any) -> Void)
        -> some View
    { self }

    /// Advertises a Handoff activity: nothing is advertised from a render.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (Any) -> Void)
        -> some View
    { self }

    /// Which external events this scene's windows take: one window takes all in a render.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }

    /// A subtitle under the navigation title on a Mac; iOS shows none.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    /// A subtitle under the navigation title on a Mac; iOS shows none.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    /// A subtitle under the navigation title on a Mac; iOS shows none.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

    /// Whether the view takes keyboard focus: nothing has focus in a render.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// How a held button repeats its action: nothing holds a button in a render.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

    /// A preview's context (a widget's family): accepted without effect.
    public func previewContext<C>(_ context: C) -> some View { self }
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
