// expect: error: the scene lasts 1000000.60 s, longer than the limit of 3600 s; render part of it with --duration, or raise the limit with --max-duration
struct BadScene: View {
    @State private var on = false
    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear {
                withAnimation(.linear(duration: 1e6)) { on = true }
            }
    }
}
