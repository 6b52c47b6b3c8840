// expect: 5:27: error: blur radius 1000000000 is larger than the limit of 1000 points
struct BadScene: View {
    var body: some View {
        Circle()
            .blur(radius: 1e9)
    }
}
