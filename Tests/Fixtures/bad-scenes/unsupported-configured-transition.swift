// expect: 7:34: error: 'animation' is unavailable: 'AnyTransition.animation(_:)' is not supported by Zoetrope yet
// A transition configured with a method Zoetrope lacks names it (issue 33, item 6).
struct BadScene: View {
    @State private var shown = true
    var body: some View {
        Text("Hello")
            .transition(.opacity.animation(.easeIn))
    }
}
