// Interaction modifiers with nothing to draw at rest: the system's edge gestures, whether a
// list row can be selected, and the flash of scroll indicators.

extension View {
    /// Gives this view's gestures precedence over the system's at `edges`: nothing is touched in
    /// a render.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Whether this list row can be selected: nothing is selected in a render, so it looks the
    /// same either way.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Flashes the scroll indicators when this scroll view appears. Zoetrope draws no scroll
    /// indicators, so the flash iOS shows for a moment is not drawn.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes (the flash is not drawn, as above).
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
}
