// expect: 5:30: error: argument #1 of 'foregroundColor' expects a colour, got an integer
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .foregroundColor(3)
    }
}
