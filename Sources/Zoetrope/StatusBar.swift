import Geometry
import Raster
import SceneGraph

/// iOS's status bar as Apple shows it in its marketing pictures (9:41, full signal, Wi-Fi and
/// battery) and the home indicator, drawn over a scene's views (`--status-bar`).
///
/// The sizes are those of Apple's iOS 17 design resources for the iPhone: the time in the
/// semibold system font at 17 pt, centred in the screen's left ear; signal, Wi-Fi and battery
/// centred in the right ear; the home indicator a 134 × 5 pt capsule 8 pt above the bottom edge.
/// A screen without a sensor housing (a top inset under 44 pt: iPhone SE, iPads) centres the
/// time in a 20 pt bar at 12 pt. Black in light mode, white in dark mode.
struct StatusBar {
    var canvas: Size
    var safeArea: Insets
    var colorScheme: ColorScheme

    /// The bar and indicator laid out on the whole screen, for `drawn(over:)`.
    func layout(images: any ImageProvider) throws -> RenderNode {
        // Laid out apart from the scene, on a screen without insets: the scene's views keep
        // exactly the layout they have without the bar.
        let engine = LayoutEngine(canvas: canvas, images: images)
        return identified(try engine.layout(.container(.z(alignment: .center), items)))
    }

    /// `scene` (a snapshot's render tree) with `bar` (from `layout(images:)`) drawn over it.
    func drawn(over scene: RenderNode, bar: RenderNode) -> RenderNode {
        RenderNode(
            id: NodeID([Self.identity]), frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
            content: .group([scene, bar]))
    }

    /// The first step of the bar's node ids and of the node holding scene and bar: no view of
    /// a scene has it, so neither is taken for one of the scene's nodes when snapshots are matched.
    private static let identity = Int.max - 7

    /// `node` and its descendants with their ids moved under `identity`.
    private func identified(_ node: RenderNode) -> RenderNode {
        var node = node
        node.id = NodeID([Self.identity, Self.identity] + node.id.path)
        if case .group(let children) = node.content { node.content = .group(children.map(identified)) }
        return node
    }

    private var ink: RGBAColor { colorScheme == .dark ? .white : .black }

    /// The bar's parts, each placed by its centre on the screen.
    private var items: [ViewNode] {
        let hasHousing = safeArea.top >= 44
        // The bar's items sit a little below the middle of the inset above the safe area.
        let y = hasHousing ? (safeArea.top * 0.53).rounded() : 10
        let time = ViewNode.text(TextView("9:41"))
            .with(.font(.system(size: hasHousing ? 17 : 12, weight: .semibold)))
            .with(.foregroundColor(ink))
        let ear = hasHousing ? 0.14 * canvas.width : canvas.width / 2
        var items = [placed(time, x: ear, y: y)]
        // Signal, Wi-Fi and battery around the right ear's centre, 6 pt apart; in a 20 pt bar,
        // at 70 % against the right edge.
        let size = hasHousing ? 1 : 0.7
        let widths = [17.0, 15.4, 27.3].map { $0 * size }
        let total = widths.reduce(0, +) + 12 * size
        var x = hasHousing ? canvas.width - 0.14 * canvas.width - total / 2 : canvas.width - 6 - total
        for (shape, width) in zip([signal, wifi, battery], widths) {
            let scaled = size == 1 ? shape : shape.with(.scaleEffect(x: size, y: size, anchor: .center))
            items.append(placed(scaled, x: x + width / 2, y: y))
            x += width + 6 * size
        }
        if safeArea.bottom > 0 {
            let indicator = ViewNode.shape(
                ShapeView(kind: .capsule(style: .continuous), drawing: .fill(.color(ink), rule: .nonZero))
            )
            .with(.frame(width: 134, height: 5, alignment: .center))
            items.append(placed(indicator, x: canvas.width / 2, y: canvas.height - 8 - 2.5))
        }
        return items
    }

    /// `view` with its centre at (x, y) on the screen.
    private func placed(_ view: ViewNode, x: Double, y: Double) -> ViewNode {
        view.with(.position(x: x, y: y))
    }

    /// A path filled with the bar's colour at `opacity`, in a frame of `width` × `height`.
    private func drawn(
        _ path: Geometry.Path, width: Double, height: Double, opacity: Double = 1, rule: WindingRule = .nonZero
    ) -> ViewNode {
        var color = ink
        color.alpha *= opacity
        return ViewNode.shape(ShapeView(kind: .path(path), drawing: .fill(.color(color), rule: rule)))
            .with(.frame(width: width, height: height, alignment: .topLeading))
    }

    /// Four bars rising left to right, all full.
    private var signal: ViewNode {
        var path = Geometry.Path()
        for (i, height) in [4.0, 6.3, 8.7, 11].enumerated() {
            let rect = Rect(x: Double(i) * 4.7, y: 11 - height, width: 3, height: height)
            path.addPath(roundedRect(rect, radius: 1))
        }
        return drawn(path, width: 17, height: 11)
    }

    /// Three bands of a quarter-circle fan opening upwards, the innermost a filled wedge.
    private var wifi: ViewNode {
        let centre = Point(x: 7.7, y: 11)
        let (start, end) = (Angle(degrees: -135), Angle(degrees: -45))
        var path = Geometry.Path()
        path.move(to: centre)
        path.addArc(center: centre, radius: 3.6, startAngle: start, endAngle: end, clockwise: true)
        path.closeSubpath()
        for (inner, outer) in [(5.3, 7.4), (9.0, 11.0)] {
            path.addArc(center: centre, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            path.addArc(center: centre, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            path.closeSubpath()
        }
        return drawn(path, width: 15.4, height: 11)
    }

    /// A full battery: a faint outline and cap around a solid charge.
    private var battery: ViewNode {
        var outline = roundedRect(Rect(x: 0, y: 0, width: 25, height: 12), radius: 3.8)
        outline.addPath(roundedRect(Rect(x: 1, y: 1, width: 23, height: 10), radius: 2.8))
        var cap = Geometry.Path()
        cap.addPath(roundedRect(Rect(x: 26, y: 4, width: 1.3, height: 4), radius: 0.6))
        let charge = roundedRect(Rect(x: 2, y: 2, width: 21, height: 8), radius: 1.6)
        return .container(
            .z(alignment: .topLeading),
            [
                drawn(outline, width: 27.3, height: 12, opacity: 0.35, rule: .evenOdd),
                drawn(cap, width: 27.3, height: 12, opacity: 0.4),
                drawn(charge, width: 27.3, height: 12),
            ])
    }

    private func roundedRect(_ rect: Rect, radius: Double) -> Geometry.Path {
        var path = Geometry.Path()
        let r = min(radius, rect.width / 2, rect.height / 2)
        path.move(to: Point(x: rect.minX + r, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - r, y: rect.minY))
        path.addArc(
            center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90),
            endAngle: .degrees(0), clockwise: true)
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - r))
        path.addArc(
            center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .degrees(0),
            endAngle: .degrees(90), clockwise: true)
        path.addLine(to: Point(x: rect.minX + r, y: rect.maxY))
        path.addArc(
            center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90),
            endAngle: .degrees(180), clockwise: true)
        path.addLine(to: Point(x: rect.minX, y: rect.minY + r))
        path.addArc(
            center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180),
            endAngle: .degrees(270), clockwise: true)
        path.closeSubpath()
        return path
    }
}

extension ViewNode {
    /// This view with `modifier` applied.
    fileprivate func with(_ modifier: ModifierNode) -> ViewNode { .modified(self, modifier) }
}
