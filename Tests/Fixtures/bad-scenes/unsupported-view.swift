// expect: 4:9: error: 'ContainerRelativeShape' is unavailable: 'ContainerRelativeShape' is not supported by Zoetrope yet
struct BadScene: View {
    var body: some View {
        ContainerRelativeShape()
            .fill(.blue)
    }
}
