/// The search field iOS 17 draws for `.searchable` in a navigation container, under the bar's
/// title (the large one, or the inline row): a rounded field in the tertiary system fill with a
/// magnifying glass and the prompt ("Search" by default) in the secondary colour, or the text
/// the binding holds in the primary one.
///
/// Estimates (UIKit's `UISearchBar` in a navigation bar, no published figures): the field is 36
/// points high with 10-point continuous corners, in a 52-point band (8 points above and below
/// it) at the bar's margins; the glass is 8 points from the field's leading edge and the text 6
/// points after it, both in 17-point (Body) type. No clear button is drawn (iOS shows one while
/// editing).
struct NavigationSearchField: View {
    let field: SearchField
    let margin: CGFloat

    static let height: CGFloat = 36
    static let bandHeight: CGFloat = 52
    static let cornerRadius: CGFloat = 10
    static let inset: CGFloat = 8
    static let gap: CGFloat = 6
    static let fontSize: CGFloat = 17

    var body: some View {
        HStack(spacing: Self.gap) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if field.text.isEmpty {
                (field.prompt ?? Text("Search")).foregroundStyle(.secondary).lineLimit(1)
            } else {
                Text(verbatim: field.text).foregroundStyle(.primary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .font(.system(size: Self.fontSize))
        .padding(.horizontal, Self.inset)
        .frame(height: Self.height)
        .background(
            Color(uiColor: .tertiarySystemFill),
            in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
        )
        .padding(.horizontal, margin)
        .frame(maxWidth: .infinity)
        .frame(height: Self.bandHeight)
    }
}
