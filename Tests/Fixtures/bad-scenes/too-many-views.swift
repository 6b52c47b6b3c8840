// expect: 7:21: error: too many views (limit 10000 in one snapshot; raise it with --max-views)
struct BadScene: View {
    var body: some View {
        VStack {
            ForEach(0..<200) { row in
                HStack {
                    ForEach(0..<100) { column in
                        Circle()
                    }
                }
            }
        }
    }
}
