// expect: renders
// expect-warning: 6:14: warning: invalid frame dimension (negative or non-finite): width -5; the view keeps its own size there
struct BadScene: View {
    var body: some View {
        Rectangle()
            .frame(width: -5, height: 10)
    }
}
