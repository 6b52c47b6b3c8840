// expect: 6:2: error: unterminated '/*' comment
struct BadScene: View {
    var body: some View {
        Circle() /* a comment that never ends
    }
}
