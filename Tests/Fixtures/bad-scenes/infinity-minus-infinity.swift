// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 40)
            .offset(x: CGFloat.infinity - CGFloat.infinity)
    }
}
