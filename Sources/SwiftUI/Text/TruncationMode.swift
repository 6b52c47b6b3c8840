internal import SceneGraph

// `.truncationMode(_:)`: where text cut short by its line limit shows "…". Tail truncation ends
// the last line shown with it; head and middle truncation put it at the start or in the middle
// of text shown on one line (a one-line limit), and truncate the tail otherwise, as on iOS.

extension Text {
    /// Where a line too long for its space is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var engine: TextTraits.Change {
            switch self {
            case .head: .truncation(.head)
            case .tail: .truncation(.tail)
            case .middle: .truncation(.middle)
            }
        }
    }

    /// This text cut short at `mode` when it does not fit.
    public func truncationMode(_ mode: TruncationMode) -> Text { styled(.textStyle(mode.engine)) }
}

extension View {
    /// Cuts the text below short at `mode` when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(SceneModifier(.textStyle(mode.engine)))
    }
}
