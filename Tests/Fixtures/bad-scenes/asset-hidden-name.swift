// expect: 4:9: error: image asset name '.env' is refused: a name cannot contain '/' or '\', start with '.' or hold control characters (assets come only from the scene's folder)
struct BadScene: View {
    var body: some View {
        Image(".env")
    }
}
