// expect: 14:14: error: the geometry never settles: 'onPreferenceChange' ran 8 times at one moment and what it reads still changes (its action changes the layout it reads)
struct Widest: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct BadScene: View {
    @State private var width: CGFloat = 10
    var body: some View {
        Color.red
            .frame(width: width, height: 20)
            .background(GeometryReader { g in Color.clear.preference(key: Widest.self, value: g.size.width) })
            // Each width makes the bar wider: it never settles.
            .onPreferenceChange(Widest.self) { width = $0 + 10 }
    }
}
