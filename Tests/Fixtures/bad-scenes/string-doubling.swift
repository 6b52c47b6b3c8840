// expect: 8:19: error: the scene's code did not finish in time (limit 1 s; raise it with --max-evaluation-time)
// flags: --max-evaluation-time 1
// expect-place: line or file
struct BadScene: View {
    func text() -> String {
        var s = "ab"
        for _ in 0..<40 {
            s = s + s
        }
        return s
    }
    var body: some View {
        Text(text())
    }
}
