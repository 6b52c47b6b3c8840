// expect: renders
struct BadScene: View {
    var body: some View {
        Rectangle()
            .frame(width: -5, height: 10)
    }
}
