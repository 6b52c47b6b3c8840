// expect: 6:27: error: cannot find 'sise' in scope
struct BadScene: View {
    let size: CGFloat = 40
    var body: some View {
        Circle()
            .frame(width: sise, height: size)
    }
}
