// expect: 5:14: error: unknown modifier 'blurr' (did you mean 'blur'?)
struct BadScene: View {
    var body: some View {
        Circle()
            .blurr(radius: 3)
    }
}
