/// A `UIImageView`'s image, placed by its `contentMode`: stretched (`scaleToFill`), fitted or
/// filling with its proportions kept, or at its own size at the centre, an edge or a corner. A
/// symbol or template image is drawn in the view's tint colour. While the view animates, its
/// frames are shown in turn on the scene clock (`Animation`).
struct ImageViewContent: UIKitContent {
    var image: UIImage?
    var mode: UIView.ContentMode
    var tint: UIColor?
    /// The frames the view plays, if it plays any.
    var animation: Animation?

    /// Frames shown in turn from scene time `start`, `duration` seconds a play, `repeatCount`
    /// plays (0: for ever); after the last play the view shows its `image`.
    struct Animation {
        var frames: [UIImage]
        var start: Double
        var duration: Double
        var repeatCount: Int

        /// Seconds each frame shows.
        var step: Double { duration / Double(frames.count) }

        /// The frame at scene time `time`, or nil once the plays are over.
        func frame(at time: Double) -> UIImage? {
            guard duration > 0, step > 0 else { return frames.first }
            // The time is the schedule's own update (start + k × step): the small margin keeps
            // k from rounding down to the frame before.
            let index = max(0, Int(((time - start) / step + 1e-6).rounded(.down)))
            if repeatCount > 0, index >= frames.count * repeatCount { return nil }
            return frames[index % frames.count]
        }
    }

    var images: [UIImage] { (image.map { [$0] } ?? []) + (animation?.frames ?? []) }

    func body(size: CGSize, tint inherited: UIColor) -> AnyView {
        guard let animation else { return placed(image, size: size, tint: inherited) }
        let schedule = PeriodicTimelineSchedule(
            from: SceneDate.date(at: animation.start), by: animation.step > 0 ? animation.step : 3600)
        return AnyView(
            TimelineView(schedule) { context in
                let time = context.date.timeIntervalSince(SceneDate.start)
                placed(animation.frame(at: time) ?? image, size: size, tint: inherited)
            })
    }

    /// `image` placed in a view of `size` by the content mode.
    private func placed(_ image: UIImage?, size: CGSize, tint inherited: UIColor) -> AnyView {
        guard let image else { return AnyView(EmptyView()) }
        let colour = Color(uiColor: tint ?? inherited)
        let base = Image(uiImage: image)
        let drawn: AnyView
        switch mode {
        case .scaleToFill, .redraw:
            drawn = AnyView(base.resizable().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .scaleAspectFit:
            drawn = AnyView(
                base.resizable().scaledToFit().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .scaleAspectFill:
            drawn = AnyView(
                base.resizable().scaledToFill().foregroundColor(colour).frame(width: size.width, height: size.height))
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            drawn = AnyView(
                base.foregroundColor(colour).frame(width: size.width, height: size.height, alignment: alignment))
        }
        return drawn
    }

    private var alignment: Alignment {
        switch mode {
        case .top: .top
        case .bottom: .bottom
        case .left: .leading
        case .right: .trailing
        case .topLeft: .topLeading
        case .topRight: .topTrailing
        case .bottomLeft: .bottomLeading
        case .bottomRight: .bottomTrailing
        case .center, .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: .center
        }
    }
}
