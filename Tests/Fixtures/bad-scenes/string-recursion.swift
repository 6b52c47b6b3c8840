// expect: 3:59: error: the scene takes too many evaluation steps (limit 2000000; raise it with --max-steps)
struct BadScene: View {
    func twice(_ n: Int) -> String { n == 0 ? "x" : twice(n - 1) + twice(n - 1) }
    var body: some View {
        Text(twice(40))
    }
}
