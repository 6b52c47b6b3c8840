// expect: renders
struct BadScene: View {
    var body: some View {
        Color(hue: .infinity, saturation: 1, brightness: 1)
    }
}
