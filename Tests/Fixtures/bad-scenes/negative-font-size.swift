// expect: 5:33: error: argument 'size' must not be negative, got -12
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.system(size: -12))
    }
}
