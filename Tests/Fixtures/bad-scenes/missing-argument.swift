// expect: 4:9: error: missing argument 'cornerRadius:' in call to 'RoundedRectangle'
struct BadScene: View {
    var body: some View {
        RoundedRectangle()
            .fill(.blue)
    }
}
