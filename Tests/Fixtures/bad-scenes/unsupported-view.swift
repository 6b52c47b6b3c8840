// expect: 4:9: error: view 'List' is not supported yet
struct BadScene: View {
    var body: some View {
        List {
            Text("a")
        }
    }
}
