/// Where a popover points at the view that presents it: SwiftUI's `PopoverAttachmentAnchor`.
/// An iPhone presents a popover as a sheet, which points at nothing.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}
