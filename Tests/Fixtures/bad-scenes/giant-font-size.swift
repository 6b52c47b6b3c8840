// expect: 5:33: error: font size 10000000 is larger than the limit of 2000 points
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.system(size: 1e7))
    }
}
