// expect: renders
// expect-warning: 5:9: warning: unknown SF Symbol 'heart.fil' (did you mean 'heart.fill'?); iOS draws nothing there
struct BadScene: View {
    var body: some View {
        Image(systemName: "heart.fil")
    }
}
