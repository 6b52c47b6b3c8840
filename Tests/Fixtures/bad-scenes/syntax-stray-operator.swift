// expect: 4:18: error: unknown operator '+*'
struct BadScene: View {
    var body: some View {
        Circle() +* 3
    }
}
