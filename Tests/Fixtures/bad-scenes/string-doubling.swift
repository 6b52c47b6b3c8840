// expect: 6:19: error: string is too long (limit 100000 characters; raise it with --max-string-length)
struct BadScene: View {
    func text() -> String {
        var s = "ab"
        for _ in 0..<40 {
            s = s + s
        }
        return s
    }
    var body: some View {
        Text(text())
    }
}
