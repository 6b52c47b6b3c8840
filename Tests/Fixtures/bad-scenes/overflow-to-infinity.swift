// expect: 5:32: error: arithmetic overflow
struct BadScene: View {
    var body: some View {
        Circle()
            .scaleEffect(1e308 * 10)
    }
}
