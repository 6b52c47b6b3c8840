// expect: 7:14: error: the scene changed state more than 1000 times in one second of scene time, at 0 s (raise the limit with --max-state-changes)
struct BadScene: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count) { count += 1 }
            .onAppear { count = 1 }
    }
}
