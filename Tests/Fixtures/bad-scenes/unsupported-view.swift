// expect: 5:32: error: 'alphaThreshold(min:max:color:)' is unavailable: 'GraphicsContext.Filter.alphaThreshold' is not supported by Zoetrope yet
struct BadScene: View {
    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5))
        }
    }
}
