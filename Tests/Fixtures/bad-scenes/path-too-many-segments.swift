// expect: renders
struct BadScene: View {
    var body: some View {
        Path { path in
            path.move(to: .zero)
            for i in 0..<5000 {
                path.addLine(to: CGPoint(x: i, y: i % 7))
            }
        }
    }
}
