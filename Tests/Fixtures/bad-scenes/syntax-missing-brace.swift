// expect: 7:2: error: expected '}' to end the block
struct BadScene: View {
    var body: some View {
        VStack {
            Text("a")
    }
}
