// expect: 5:20: error: 'Font.custom' is not supported yet
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.custom("Comic Sans MS", size: 12))
    }
}
