// expect: 6:17: error: 'while' is not supported in scene files yet
struct BadScene: View {
    var body: some View {
        Circle()
            .onAppear {
                while true {}
            }
    }
}
