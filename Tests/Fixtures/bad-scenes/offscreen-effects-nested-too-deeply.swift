// expect: 2:8: error: effects drawn offscreen (blur, shadow, clip, mask, compositingGroup, blendMode) are nested too deeply (limit 16 levels)
struct BadScene: View {
    func layered(_ n: Int) -> AnyView {
        n == 0 ? AnyView(Rectangle()) : AnyView(layered(n - 1).blur(radius: 1))
    }

    var body: some View {
        layered(40)
    }
}
