// expect: renders
struct BadScene: View {
    var body: some View {
        Rectangle()
            .rotationEffect(.degrees(Double.infinity))
    }
}
