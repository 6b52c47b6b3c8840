// expect: renders
// expect-warning: 6:14: warning: invalid frame dimension (negative or non-finite): width NaN; the view keeps its own size there
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 0.0 / 0.0, height: 40)
    }
}
