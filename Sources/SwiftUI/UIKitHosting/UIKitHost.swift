internal import Geometry
internal import SceneGraph

/// Draws the UIKit view a representable returns. Lowering a representable calls its
/// `makeCoordinator` and `make…` once per identity and `update…` at every evaluation (see
/// `UIViewRepresentable`); then its view is sized, laid out and captured here:
///
/// 1. Its size for the screen (the proposal a full-screen view gets): the representable's
///    `sizeThatFits` if it gives one, else the view's `intrinsicContentSize` on the axes where
///    it has one, else the size offered.
/// 2. The view is given that frame (its subviews autoresize), its constraints and stacks are
///    solved (`UIViewLayoutSolver`) and written back to the views' frames, then each view's
///    `layoutSubviews` is called from the top, and each view whose own `draw(_:)` draws is
///    drawn into a bitmap of its bounds at the render's scale.
/// 3. The tree is captured as values (`UIViewSnapshot`); layout sizes it with `UIKitHostLayout`
///    and draws it at the size it gets: at another size the views are laid out again at that
///    size (step 2: `layoutSubviews` places subviews and sublayers for the new bounds, as UIKit
///    does) and put back, while they are as this evaluation left them; once a later evaluation
///    has changed them, the captured tree's layout is solved again for that size.
enum UIKitHost {
    /// The lowered representable whose view is `root`; `fits` is the representable's
    /// `sizeThatFits`, `name` its type's name for warnings.
    static func lower(
        root: UIView, fits: @escaping (ProposedViewSize) -> CGSize?, name: String, in context: LoweringContext
    ) -> Lowered {
        let canvas = context.runtime.canvas
        let screen = ProposedSize(width: canvas.width, height: canvas.height)
        let fitsAtScreen = fits(ProposedViewSize(screen))
        let sizing = UIKitHostLayout.Sizing(
            intrinsic: root.intrinsicContentSize, fits: fitsAtScreen == nil ? nil : UncheckedSendable(fits))
        let probe = sizing.size(for: screen, runtime: context.runtime)
        let size = CGSize(width: probe.width, height: probe.height)
        let size0 = size

        // Laid out at the probe size, as UIKit lays out a view whose frame was set.
        let (tree, finalConstraints, outside, solved) = layOutAndCapture(root, size: size)
        // The views as this evaluation left them: a later evaluation's update changes this.
        let settled = String(reflecting: UIViewSnapshot.capture(root).0)

        if outside > 0 {
            context.graph.warn(
                "Auto Layout constraints of '\(name)' that name a view outside its view are not solved",
                declaration: name)
        }
        if solved.ambiguous {
            context.graph.warn(
                "Auto Layout constraints of '\(name)' leave a view's size or position undetermined: it keeps its frame",
                declaration: name)
        }
        for keyPath in Set(tree.all.flatMap { $0.layer?.unplayedKeyPaths ?? [] }).sorted() {
            context.graph.warn(
                "'\(name)': an animation of '\(keyPath)' is not played: Zoetrope animates the layer properties "
                    + "Core Animation interpolates (opacity, position, bounds, transform, colours, strokeStart/End …)",
                declaration: name)
        }
        for warning in Set(tree.all.compactMap(\.content?.warning)).sorted() {
            context.graph.warn("'\(name)': \(warning)", declaration: name)
        }

        let solver = UIViewLayoutSolver(tree, constraints: finalConstraints)
        let later = DeferredLowering(context)
        let capturedTree = UncheckedSendable(tree)
        let liveRoot = UncheckedSendable(root)
        @Sendable func draw(_ size: Geometry::Size) -> ViewNode {
            later.run { context in
                let wanted = CGSize(width: size.width, height: size.height)
                var drawnTree = capturedTree.value
                var frames = solver.frames(size: wanted).frames
                // At another size UIKit lays the views out again (`layoutSubviews` places
                // subviews and sublayers for the new bounds): so here, while the views are as
                // this evaluation left them; then they are put back at the probe size.
                if wanted != size0, String(reflecting: UIViewSnapshot.capture(liveRoot.value).0) == settled {
                    let again = layOutAndCapture(liveRoot.value, size: wanted)
                    drawnTree = again.tree
                    frames = UIViewLayoutSolver(again.tree, constraints: again.constraints).frames(size: wanted).frames
                    _ = layOutAndCapture(liveRoot.value, size: size0)
                }
                let view = drawnTree.drawing(frames: frames)
                return lowerView(view, in: context.child(0)).single(in: .z(alignment: .topLeading)).view
            }
        }
        let sample = draw(probe)
        // What tells two evaluations apart: the tree's values (a view's drawing can hold
        // functions, which compare equal whatever they draw) and its images, compared as values.
        let fingerprint = String(reflecting: tree)
        let images = tree.all.flatMap { $0.content?.images ?? [] }
        let function = ViewFunction(id: fnv(fingerprint), sample: sample) { size, _ in
            size == probe ? sample : draw(size)
        }
        let layout = UIKitHostLayout(
            sizing: sizing, runtime: context.runtime, probe: probe, fingerprint: fingerprint, images: images)
        return Lowered(.container(Container(layout), [.geometryReader(function)]))
    }

    /// Gives `root` the frame of `size`, solves its constraints and stacks and writes the frames
    /// back, runs `layoutSubviews` from the top and draws the `draw(_:)` overrides; then
    /// captures the tree, its constraints (and how many name a view outside it) and the solution.
    static func layOutAndCapture(_ root: UIView, size: CGSize) -> (
        tree: UIViewSnapshot, constraints: [UIViewConstraint], outside: Int,
        solved: (frames: [Int: CGRect], ambiguous: Bool)
    ) {
        root.frame = CGRect(origin: .zero, size: size)
        let (first, views) = UIViewSnapshot.capture(root)
        let (constraints, outside) = UIViewConstraint.capture(views)
        let solved = UIViewLayoutSolver(first, constraints: constraints).frames(size: size)
        for (id, view) in views.enumerated() where id != 0 {
            guard let frame = solved.frames[id], let parent = view.superview,
                let parentFrame = views.firstIndex(where: { $0 === parent }).flatMap({ solved.frames[$0] })
            else { continue }
            view.frame = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        }
        layOut(root)
        let drawn = drawnContent(of: views)
        let (tree, finalViews) = UIViewSnapshot.capture(root, drawn: drawn)
        let (finalConstraints, _) = UIViewConstraint.capture(finalViews)
        return (tree, finalConstraints, outside, solved)
    }

    /// FNV-1a of `text`: the same on every run.
    static func fnv(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// Calls `layoutSubviews` on `view` and its subviews, from the top, as UIKit does after
    /// their frames are set.
    static func layOut(_ view: UIView) {
        view.layoutSubviews()
        for child in view.subviews { layOut(child) }
    }

    /// What the views whose own `draw(_:)` draws something drew, each into a bitmap of its
    /// bounds at the render's scale.
    static func drawnContent(of views: [UIView]) -> [ObjectIdentifier: UIImage] {
        var drawn: [ObjectIdentifier: UIImage] = [:]
        for view in views where view.bounds.width > 0 && view.bounds.height > 0 {
            // UIView's own `draw(_:)` draws nothing and says so: a class that overrides it draws.
            UIView.baseDrawCalled = false
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in
                view.draw(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            guard !UIView.baseDrawCalled else { continue }
            let bounds = CGRect(origin: .zero, size: view.bounds.size)
            drawn[ObjectIdentifier(view)] = UIGraphicsImageRenderer(size: bounds.size).image { _ in view.draw(bounds) }
        }
        return drawn
    }
}
