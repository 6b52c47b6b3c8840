// expect: 4:21: error: unterminated string literal
struct BadScene: View {
    var body: some View {
        Text("\(1 + ")
    }
}
