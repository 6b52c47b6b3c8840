// expect: 2:8: error: views are nested too deeply: does 'BadScene' contain itself?
struct BadScene: View {
    var body: some View {
        GeometryReader { proxy in
            BadScene()
                .frame(width: proxy.size.width / 2)
        }
    }
}
