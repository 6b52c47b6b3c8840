// expect: 4:9: error: 'List' is unavailable: 'List' is not supported by Zoetrope yet
struct BadScene: View {
    var body: some View {
        List {
            Text("a")
        }
    }
}
