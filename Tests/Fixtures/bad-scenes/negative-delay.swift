// expect: renders
struct BadScene: View {
    @State private var shown = false
    var body: some View {
        Circle()
            .opacity(shown ? 1 : 0)
            .onAppear {
                withAnimation(.easeIn.delay(-0.5)) { shown = true }
            }
    }
}
