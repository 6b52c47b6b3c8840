// expect: renders
// expect-warning: 6:14: warning: 'rotationEffect' has a value that is not a finite number (degrees: infinity); the view is not drawn
struct BadScene: View {
    var body: some View {
        Rectangle()
            .rotationEffect(.degrees(Double.infinity))
    }
}
