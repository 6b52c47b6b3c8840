// expect: 2:8: error: views are nested too deeply (limit 512 levels of views and modifiers)
struct BadScene: View {
    func nested(_ n: Int) -> AnyView {
        n == 0 ? AnyView(Circle()) : AnyView(nested(n - 1).offset(x: 1))
    }

    var body: some View {
        ZStack { nested(600) }
    }
}
