// expect: 5:27: error: argument 'width' must not be negative, got -5
struct BadScene: View {
    var body: some View {
        Rectangle()
            .frame(width: -5, height: 10)
    }
}
