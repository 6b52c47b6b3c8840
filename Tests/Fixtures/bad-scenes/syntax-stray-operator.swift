// expect: 4:18: error: cannot find operator '+*' in scope
struct BadScene: View {
    var body: some View {
        Circle() +* 3
    }
}
