// expect: 4:45: error: the scene takes too many evaluation steps (limit 100000; raise it with --max-steps)
// settings: maxSteps=100000
struct BadScene: View {
    func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
    var body: some View {
        Text("\(fib(60))")
    }
}
