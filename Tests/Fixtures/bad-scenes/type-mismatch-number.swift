// expect: 5:27: error: argument 'width' expects a number, got a string
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: "wide", height: 40)
    }
}
