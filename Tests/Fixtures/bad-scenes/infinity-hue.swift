// expect: 4:20: error: argument 'hue' must be a finite number, got infinity
struct BadScene: View {
    var body: some View {
        Color(hue: .infinity, saturation: 1, brightness: 1)
    }
}
