// expect: 5:25: error: type 'Color' has no member 'purpel'
struct BadScene: View {
    var body: some View {
        Circle()
            .fill(Color.purpel)
    }
}
