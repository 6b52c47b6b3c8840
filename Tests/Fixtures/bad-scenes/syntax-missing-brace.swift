// expect: 7:2: error: expected '}' in struct
struct BadScene: View {
    var body: some View {
        VStack {
            Text("a")
    }
}
