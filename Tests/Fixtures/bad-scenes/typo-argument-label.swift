// expect: 5:19: error: incorrect argument label in call (have 'widht:height:', expected 'width:height:')
struct BadScene: View {
    var body: some View {
        Rectangle()
            .frame(widht: 40, height: 40)
    }
}
