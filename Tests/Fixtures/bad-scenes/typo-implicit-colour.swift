// expect: 5:31: error: type 'Color?' has no member 'bleu'
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .foregroundColor(.bleu)
    }
}
