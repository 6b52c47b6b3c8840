// expect: 5:*: error: the scene's code did not finish in time (limit 1 s; raise it with --max-evaluation-time)
// flags: --max-evaluation-time 1
// expect-place: line or file
struct BadScene: View {
    func twice(_ n: Int) -> String { n == 0 ? "x" : twice(n - 1) + twice(n - 1) }
    var body: some View {
        Text(twice(40))
    }
}
