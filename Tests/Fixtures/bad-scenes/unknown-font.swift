// expect: 5:20: error: 'custom(_:size:)' is unavailable: 'Font.custom' is not supported by Zoetrope yet
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.custom("Comic Sans MS", size: 12))
    }
}
