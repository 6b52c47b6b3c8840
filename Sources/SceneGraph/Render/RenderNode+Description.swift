extension RenderNode {
    /// What the node draws, for listings: `Circle`, `Text "Devyan"`, `Image "brown2"`, `group`.
    var viewDescription: String {
        switch content {
        case .group: return isPlaceholder ? "EmptyView" : "group"
        case .text(let text): return "Text \"\(text.string)\""
        case .image(let image): return "Image \"\(image.name)\""
        case .animator(let animator):
            if case .keyframes = animator.motion { return "KeyframeAnimator" }
            return "PhaseAnimator"
        case .shape(let shape):
            switch shape.kind {
            case .rectangle: return "Rectangle"
            case .roundedRectangle: return "RoundedRectangle"
            case .circle: return "Circle"
            case .ellipse: return "Ellipse"
            case .capsule: return "Capsule"
            case .path: return "Path"
            }
        }
    }
}
