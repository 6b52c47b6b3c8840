// expect: 6:32: error: 'alphaThreshold(min:max:color:)' is unavailable: 'GraphicsContext.Filter.alphaThreshold' is not supported by Zoetrope yet
// A filter configured with a method Zoetrope lacks names it (issue 33, item 6).
struct BadScene: View {
    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5))
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
        }
    }
}
