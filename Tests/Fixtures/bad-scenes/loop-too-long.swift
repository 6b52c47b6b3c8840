// expect: 4:9: error: too many loop iterations (limit 10000; raise it with --max-loop-iterations)
struct BadScene: View {
    var body: some View {
        ForEach(0..<1_000_000) { i in
            Circle()
        }
    }
}
