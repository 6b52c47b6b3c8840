// expect: 4:37: error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow
struct BadScene: View {
    var body: some View {
        Text("\(9223372036854775807 + 1)")
    }
}
