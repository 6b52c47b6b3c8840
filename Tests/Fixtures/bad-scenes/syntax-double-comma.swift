// expect: 5:30: error: unexpected ',' separator
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 10,, height: 10)
    }
}
