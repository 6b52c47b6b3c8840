// expect: 5:14: error: value of type 'Circle' has no member 'blurr'
struct BadScene: View {
    var body: some View {
        Circle()
            .blurr(radius: 3)
    }
}
