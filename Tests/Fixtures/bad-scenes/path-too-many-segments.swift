// expect: 8:22: error: path has too many segments (limit 1000; raise it with --max-path-segments)
// settings: maxPathSegments=1000
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
