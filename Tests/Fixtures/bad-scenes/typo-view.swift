// expect: 4:9: error: cannot find 'Circel' in scope
struct BadScene: View {
    var body: some View {
        Circel()
            .frame(width: 40, height: 40)
    }
}
