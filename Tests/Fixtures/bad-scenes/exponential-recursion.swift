// expect: 5:*: error: the scene's code did not finish in time (limit 1 s; raise it with --max-evaluation-time)
// flags: --max-evaluation-time 1
// expect-place: line or file
struct BadScene: View {
    func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
    var body: some View {
        Text("\(fib(60))")
    }
}
