// expect: renders
struct BadScene: View {
    @State private var shown = false
    var body: some View {
        Circle()
            .opacity(shown ? 1 : 0)
            .onAppear {
                withAnimation(.linear.speed(0)) { shown = true }
            }
    }
}
