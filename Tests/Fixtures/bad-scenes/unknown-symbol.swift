// expect: 4:9: error: unknown SF Symbol 'heart.fil' (did you mean 'heart.fill'?)
struct BadScene: View {
    var body: some View {
        Image(systemName: "heart.fil")
    }
}
