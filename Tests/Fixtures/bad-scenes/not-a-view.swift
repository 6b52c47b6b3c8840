// expect: 4:9: error: static method 'buildExpression' requires that 'Int' conform to 'View'
struct BadScene: View {
    var body: some View {
        42
    }
}
