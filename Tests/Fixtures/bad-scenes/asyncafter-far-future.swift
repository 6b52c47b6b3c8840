// expect: 8:36: error: closure scheduled at 1000000000 s, after the scene duration limit of 3600 s (raise it with --max-duration)
struct BadScene: View {
    @State private var on = false
    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1e9) { on = true }
            }
    }
}
