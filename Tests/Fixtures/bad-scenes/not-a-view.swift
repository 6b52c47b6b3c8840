// expect: 4:9: error: an integer is not a view
struct BadScene: View {
    var body: some View {
        42
    }
}
