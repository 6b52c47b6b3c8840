// expect: renders
// expect-warning: 7:14: warning: 'offset' has a value that is not a finite number (x: infinity); the view is not drawn
struct BadScene: View {
    let far = CGFloat.infinity
    var body: some View {
        Circle()
            .offset(x: far, y: 0)
    }
}
