// expect: 5:27: error: argument 'width' must be a finite number, got infinity
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: .infinity, height: 40)
    }
}
