// expect: 4:26: error: missing argument for parameter 'cornerSize' in call
struct BadScene: View {
    var body: some View {
        RoundedRectangle()
            .fill(.blue)
    }
}
