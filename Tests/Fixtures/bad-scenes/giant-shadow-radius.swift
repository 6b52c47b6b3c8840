// expect: renders
struct BadScene: View {
    var body: some View {
        Circle()
            .shadow(color: .black, radius: 5000)
    }
}
