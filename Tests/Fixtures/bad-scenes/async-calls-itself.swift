// expect: error: the scene changed state more than 1000 times in one second of scene time, at 0 s (raise the limit with --max-state-changes)
struct BadScene: View {
    @State private var on = false

    func flip() {
        on.toggle()
        DispatchQueue.main.async { flip() }
    }

    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear { flip() }
    }
}
