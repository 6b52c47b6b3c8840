// expect: error: the scene's 3000.60 s at 60 fps is 180036 frames, more than the limit of 100000; render part of it with --duration, lower --fps, or raise the limit with --max-frames
struct BadScene: View {
    @State private var on = false
    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear {
                withAnimation(.linear(duration: 3000)) { on = true }
            }
    }
}
