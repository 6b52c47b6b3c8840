// expect: 5:44: error: blur radius 5000 is larger than the limit of 1000 points
struct BadScene: View {
    var body: some View {
        Circle()
            .shadow(color: .black, radius: 5000)
    }
}
