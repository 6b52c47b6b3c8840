// expect: 5:38: error: argument #1 of 'degrees' must be a finite number, got infinity
struct BadScene: View {
    var body: some View {
        Rectangle()
            .rotationEffect(.degrees(Double.infinity))
    }
}
