// expect: 5:20: error: unknown argument label 'widht:' in call to 'frame' (did you mean 'width:'?)
struct BadScene: View {
    var body: some View {
        Rectangle()
            .frame(widht: 40, height: 40)
    }
}
