// expect: renders
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.system(size: 1e7))
    }
}
