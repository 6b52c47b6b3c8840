// expect: 4:24: error: recursion is too deep (limit 200 nested calls)
struct BadScene: View {
    var body: some View {
        GeometryReader { proxy in
            BadScene()
                .frame(width: proxy.size.width / 2)
        }
    }
}
