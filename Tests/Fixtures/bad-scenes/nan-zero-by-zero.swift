// expect: 5:31: error: division by zero
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 0.0 / 0.0, height: 40)
    }
}
