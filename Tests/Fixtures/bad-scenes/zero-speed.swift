// expect: 8:45: error: argument #1 of 'speed' must be greater than 0, got 0
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
