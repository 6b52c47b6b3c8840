// expect: 4:9: error: too many views (limit 10000 in one snapshot; raise it with --max-views)
struct BadScene: View {
    var body: some View {
        ForEach(0..<1_000_000) { i in
            Circle()
        }
    }
}
