// expect: error: views are nested too deeply (limit 512 levels of views and modifiers)
struct BadScene: View {
    var body: some View {
        ZStack {
            ({ () in
                var view = Circle().opacity(1)
                for _ in 0..<600 {
                    view = view.offset(x: 1)
                }
                return view
            })()
        }
    }
}
