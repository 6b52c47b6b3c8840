// expect: renders
// expect-warning: 6:14: warning: invalid frame dimension (negative or non-finite): width infinity; the view keeps its own size there
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: .infinity, height: 40)
    }
}
