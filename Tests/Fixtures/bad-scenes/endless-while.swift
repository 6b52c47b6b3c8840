// expect: 8:29: error: the scene's code did not finish in time (limit 1 s; raise it with --max-evaluation-time)
// flags: --max-evaluation-time 1
// expect-place: line or file
struct BadScene: View {
    var body: some View {
        Circle()
            .onAppear {
                while true {}
            }
    }
}
