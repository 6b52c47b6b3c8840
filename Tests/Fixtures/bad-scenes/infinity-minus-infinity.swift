// expect: 6:41: error: '-' gives NaN (not a number) for these operands
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: 40)
            .offset(x: CGFloat.infinity - CGFloat.infinity)
    }
}
