// expect: 5:20: error: type 'Font?' has no member 'titel'
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .font(.titel)
    }
}
