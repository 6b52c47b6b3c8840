// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .stroke(Color.red, lineWidth: -2)
    }
}
