// expect: 4:16: error: cannot find ')' to match opening '(' in string interpolation
struct BadScene: View {
    var body: some View {
        Text("\(1 + ")
    }
}
