// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .blur(radius: 1e9)
    }
}
