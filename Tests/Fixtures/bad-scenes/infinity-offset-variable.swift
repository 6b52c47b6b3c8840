// expect: 6:24: error: argument 'x' must be a finite number, got infinity
struct BadScene: View {
    let far = CGFloat.infinity
    var body: some View {
        Circle()
            .offset(x: far, y: 0)
    }
}
