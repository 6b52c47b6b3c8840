// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: .infinity, height: 40)
    }
}
