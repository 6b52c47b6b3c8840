// expect: 3:25: error: stack overflow (runaway recursion?)
struct BadScene: View {
    var size: CGFloat { size + 1 }
    var body: some View {
        Circle()
            .frame(width: size)
    }
}
