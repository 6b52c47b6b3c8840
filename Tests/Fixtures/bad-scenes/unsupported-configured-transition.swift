// expect: 7:26: error: 'blurReplace' is unavailable: 'blurReplace' is not supported by Zoetrope yet
// The configured form of an unsupported transition names it too (issue 33, item 6).
struct BadScene: View {
    @State private var shown = true
    var body: some View {
        Text("Hello")
            .transition(.blurReplace(.upUp))
    }
}
