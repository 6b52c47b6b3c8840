// expect: 4:14: error: unterminated string literal
struct BadScene: View {
    var body: some View {
        Text("Hello)
    }
}
