// expect: 5:13: error: recursion is too deep (limit 200 nested calls)
struct BadScene: View {
    var body: some View {
        ZStack {
            BadScene()
        }
    }
}
