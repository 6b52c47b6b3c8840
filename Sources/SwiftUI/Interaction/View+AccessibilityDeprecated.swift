// The accessibility modifiers of iOS 13 (`.accessibility(label:)`, `.accessibility(addTraits:)` …),
// deprecated since iOS 14 and still compiled by iOS 17. As their successors (Accessibility.swift),
// they change nothing that is drawn.

extension View {
    public func accessibility(label: Text) -> some View { self }
    public func accessibility(hint: Text) -> some View { self }
    public func accessibility(value: Text) -> some View { self }
    public func accessibility(hidden: Bool) -> some View { self }
    public func accessibility(identifier: String) -> some View { self }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    public func accessibility(sortPriority: Double) -> some View { self }
    public func accessibility(inputLabels: [Text]) -> some View { self }
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    public func accessibility(activationPoint: CGPoint) -> some View { self }
}
