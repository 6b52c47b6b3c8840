// expect: 5:27: error: cannot convert value of type 'String' to expected argument type 'CGFloat'
struct BadScene: View {
    var body: some View {
        Circle()
            .frame(width: "wide", height: 40)
    }
}
