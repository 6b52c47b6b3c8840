// expect: 4:68: error: a run-time check failed here (an arithmetic overflow, a value out of range)
struct BadScene: View {
    var body: some View {
        Text("\((-9223372036854775807 - 1 ..< 9223372036854775807).count)")
    }
}
