// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .scaleEffect(1e308 * 10)
    }
}
