// expect: 5:30: error: cannot convert value of type 'Int' to expected argument type 'Color'
struct BadScene: View {
    var body: some View {
        Text("Hello")
            .foregroundColor(3)
    }
}
