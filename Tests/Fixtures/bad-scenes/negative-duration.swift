// expect: renders
// expect-warning: 9:32: warning: animation duration -1 is negative; the change happens at once
struct BadScene: View {
    @State private var shown = false
    var body: some View {
        Circle()
            .opacity(shown ? 1 : 0)
            .onAppear {
                withAnimation(.easeInOut(duration: -1)) { shown = true }
            }
    }
}
