/// The badge iOS's tab bar draws on an item (`.badge` on a tab's content): its text in white on
/// a red capsule at least as wide as it is high, over the top trailing corner of the item's
/// symbol.
///
/// Estimates (UIKit's `UITabBarItem.badgeValue`, no published figures): the capsule is 18 points
/// high with 13-point text and 5 points of padding beside it; its leading edge is 6 points
/// inside the symbol's trailing edge and its top 2 points above the symbol's top.
struct TabBarBadge: View {
    let label: Text

    static let height: CGFloat = 18
    static let fontSize: CGFloat = 13
    static let padding: CGFloat = 5
    static let inset: CGFloat = 6
    static let rise: CGFloat = 2

    var body: some View {
        label
            .font(.system(size: Self.fontSize))
            .foregroundStyle(.white)
            .lineLimit(1)
            .padding(.horizontal, Self.padding)
            .frame(minWidth: Self.height, minHeight: Self.height)
            .background(Capsule().fill(.red))
            // Placed by the symbol's top trailing corner (an overlay's alignment).
            .alignmentGuide(.trailing) { $0[.leading] + Self.inset }
            .alignmentGuide(.top) { $0[.top] + Self.rise }
    }
}
