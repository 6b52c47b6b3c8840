// expect: 4:43: error: arithmetic overflow
struct BadScene: View {
    var body: some View {
        Text("\((-9223372036854775807 - 1 ..< 9223372036854775807).count)")
    }
}
