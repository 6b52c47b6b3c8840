// expect: renders
struct BadScene: View {
    let far = CGFloat.infinity
    var body: some View {
        Circle()
            .offset(x: far, y: 0)
    }
}
