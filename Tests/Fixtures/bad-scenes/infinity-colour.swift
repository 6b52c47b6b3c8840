// expect: 4:20: error: argument 'red' must be a finite number, got infinity
struct BadScene: View {
    var body: some View {
        Color(red: .infinity, green: 0, blue: 0)
    }
}
