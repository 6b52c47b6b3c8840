internal import Geometry
internal import SceneGraph

/// Sizes a representable's view as SwiftUI does (`UIKitHost`): the representable's
/// `sizeThatFits` when it gives a size, else the view's intrinsic size on the axes where it
/// has one, else the size offered (none offered: zero; an infinite offer is taken, as a shape
/// takes it). Its one child, the drawing, fills it.
struct UIKitHostLayout: ContainerLayout {
    /// How the view's size follows the proposal.
    struct Sizing: @unchecked Sendable {
        /// The root view's `intrinsicContentSize` (`UIView.noIntrinsicMetric` where none).
        var intrinsic: CGSize
        /// The representable's `sizeThatFits`, when it gives sizes.
        var fits: UncheckedSendable<(ProposedViewSize) -> CGSize?>?

        /// The size for `proposal`; the representable's code runs in turn with the scene's.
        func size(for proposal: ProposedSize, runtime: SceneRuntime) -> Geometry::Size {
            // No length offered (a scroll view's axis): zero, as a UIKit view without an
            // intrinsic size collapses there on iOS; an infinite one is taken, as a shape takes it.
            func offered(_ length: Double?) -> Double {
                guard let length, !length.isNaN else { return 0 }
                return max(0, length)
            }
            var width = intrinsic.width >= 0 ? Double(intrinsic.width) : offered(proposal.width)
            var height = intrinsic.height >= 0 ? Double(intrinsic.height) : offered(proposal.height)
            if let fits, let size = runtime.callback({ fits.value(ProposedViewSize(proposal)) }) {
                if size.width.isFinite, size.width >= 0 { width = Double(size.width) }
                if size.height.isFinite, size.height >= 0 { height = Double(size.height) }
            }
            return Geometry::Size(width: width, height: height)
        }
    }

    let sizing: Sizing
    let runtime: SceneRuntime
    /// The size of the probe (see `UIKitHost`) and the tree's values and images, which tell
    /// two hosts apart.
    let probe: Geometry::Size
    let fingerprint: String
    let images: [UIImage]

    func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        sizing.size(for: proposal, runtime: runtime)
    }

    func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        children.map { _ in bounds }
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void
    ) throws -> Double? { nil }

    func spacing(children: LayoutChildren) -> EdgeSpacing { .standard }

    var setsGuidesOfItsOwn: Bool { false }

    var stackOrientation: StackAxis? { nil }

    func isEqual(to other: any ContainerLayout) -> Bool {
        guard let other = other as? Self else { return false }
        return probe == other.probe && fingerprint == other.fingerprint && images == other.images
    }
}
