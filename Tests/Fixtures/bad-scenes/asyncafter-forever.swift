// expect: renders
struct BadScene: View {
    @State private var on = false

    func tick() {
        withAnimation { on.toggle() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { tick() }
    }

    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear { tick() }
    }
}
