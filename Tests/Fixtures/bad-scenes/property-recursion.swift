// expect: 3:25: error: recursion is too deep (limit 200 nested calls)
struct BadScene: View {
    var size: CGFloat { size + 1 }
    var body: some View {
        Circle()
            .frame(width: size)
    }
}
