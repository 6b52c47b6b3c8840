// expect: renders
struct BadScene: View {
    func count() -> Int {
        var n = 0
        for i in 0..<10_000 {
            for j in 0..<10_000 {
                n = n + i * j % 2
            }
        }
        return n
    }
    var body: some View {
        Text("\(count())")
    }
}
