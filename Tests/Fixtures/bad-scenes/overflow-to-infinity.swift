// expect: renders
// expect-warning: 6:14: warning: 'scaleEffect' has a value that is not a finite number (infinity); the view is not drawn
struct BadScene: View {
    var body: some View {
        Circle()
            .scaleEffect(1e308 * 10)
    }
}
