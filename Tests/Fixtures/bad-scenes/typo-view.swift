// expect: 4:9: error: unknown view 'Circel' (did you mean 'Circle'?)
struct BadScene: View {
    var body: some View {
        Circel()
            .frame(width: 40, height: 40)
    }
}
