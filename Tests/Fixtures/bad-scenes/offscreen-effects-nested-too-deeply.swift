// expect: error: effects drawn offscreen (blur, shadow, clip, mask, compositingGroup, blendMode) are nested too deeply (limit 16 levels)
struct BadScene: View {
    @ViewBuilder func layered(_ n: Int) -> some View {
        if n == 0 {
            Rectangle()
        } else {
            layered(n - 1).blur(radius: 1)
        }
    }

    var body: some View {
        layered(40)
    }
}
