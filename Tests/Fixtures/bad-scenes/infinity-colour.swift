// expect: renders
struct BadScene: View {
    var body: some View {
        Color(red: .infinity, green: 0, blue: 0)
    }
}
