// expect: renders
struct BadScene: View {
    @State private var on = false
    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .onAppear {
                for i in 0..<5000 {
                    DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.01) { on.toggle() }
                }
            }
    }
}
