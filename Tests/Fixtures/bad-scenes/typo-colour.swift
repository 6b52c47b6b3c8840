// expect: 5:25: error: type 'Color' has no member 'purpel' (did you mean 'purple'?)
struct BadScene: View {
    var body: some View {
        Circle()
            .fill(Color.purpel)
    }
}
