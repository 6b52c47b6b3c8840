// expect: 5:43: error: argument 'lineWidth' must not be negative, got -2
struct BadScene: View {
    var body: some View {
        Circle()
            .stroke(Color.red, lineWidth: -2)
    }
}
