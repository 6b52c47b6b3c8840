// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 0.0 / 0.0, height: 40)
    }
}
