import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// A SwiftUI view laid out on a canvas, as a scene's frame at a time is: the frames of the views
/// a test finds by what they show (a text's string, a shape's colour). A frame is where layout
/// put the view: `.offset` and the drawing effects move its drawing, not its frame (a test of
/// those looks at pixels, `DrawnView`).
struct LaidOutView {
    /// The laid-out tree (SceneGraph's render nodes).
    let root: RenderNode

    /// The first snapshot of `view` laid out on `canvas`.
    init<V: SwiftUI.View>(
        _ view: V, canvas: Size = Size(width: 390, height: 844),
        safeArea: Insets = Insets(), file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let scene = try evaluate({ view }, canvas: canvas)
            var engine = LayoutEngine(canvas: canvas, images: NoImages())
            engine.safeArea = safeArea
            root = try engine.layout(scene.snapshots[0])
        } catch {
            XCTFail("layout failed: \(error)", file: file, line: line)
            root = RenderNode(id: NodeID([]), frame: Rect(x: 0, y: 0, width: 0, height: 0), content: .group([]))
        }
    }

    init(root: RenderNode) { self.root = root }

    /// The strings of the texts drawn, back to front.
    var texts: [String] {
        var strings: [String] = []
        root.forEach { node in
            if case .text(let text) = node.content { strings.append(text.string) }
        }
        return strings
    }

    /// The frame of the first text drawn that shows `string` (nil: none does).
    func frame(_ string: String) -> Rect? { frames(string).first }

    /// The frames of the texts drawn that show `string`, back to front.
    func frames(_ string: String) -> [Rect] {
        var frames: [Rect] = []
        root.forEach { node in
            if case .text(let text) = node.content, text.string == string { frames.append(node.frame) }
        }
        return frames
    }

    /// The frames of the shapes (and colours) drawn in one colour, back to front.
    func frames(filledWith color: SwiftUI.Color) -> [Rect] {
        let resolved = color.resolved
        var frames: [Rect] = []
        root.forEach { node in
            if case .shape(let shape) = node.content, let paint = shape.paint.solidColor, paint.isClose(to: resolved) {
                frames.append(node.frame)
            }
        }
        return frames
    }

    /// The frame of the first shape drawn in `color`.
    func frame(filledWith color: SwiftUI.Color) -> Rect? { frames(filledWith: color).first }

    /// The colour the text showing `string` is drawn in (nil: no such text, or not one colour).
    func color(ofText string: String) -> RGBAColor? {
        var found: RGBAColor?
        root.forEach { node in
            if found == nil, case .text(let text) = node.content, text.string == string,
                let color = text.paint.solidColor
            {
                found = color
            }
        }
        return found
    }

    /// The bounds of the ink of the text showing `string` (its glyphs), in canvas points.
    func ink(ofText string: String) -> Rect? {
        var found: Rect?
        root.forEach { node in
            if found == nil, case .text(let text) = node.content, text.string == string {
                let box = text.glyphs.controlPointBounds
                found = Rect(
                    x: node.frame.minX + box.minX, y: node.frame.minY + box.minY, width: box.width, height: box.height)
            }
        }
        return found
    }
}

/// A SwiftUI view's snapshots laid out and animated, as a scene renders them.
struct AnimatedView {
    let scene: AnimatedScene

    init<V: SwiftUI.View>(
        _ view: V, canvas: Size = Size(width: 390, height: 844),
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let loaded = try evaluate({ view }, canvas: canvas)
        let engine = LayoutEngine(canvas: canvas, images: NoImages())
        scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        self.canvas = canvas
    }

    let canvas: Size

    /// The scene laid out at time `t` (blended between snapshots).
    func layout(at t: Double) -> LaidOutView { LaidOutView(root: scene.tree(at: t)) }

    /// The scene drawn at time `t`.
    func drawing(at t: Double) -> DrawnView { DrawnView(root: scene.tree(at: t), canvas: canvas) }
}

/// Image assets made in memory: "WxH" names a white bitmap of that size; no other exists.
struct NoImages: ImageProvider {
    /// "WxH": a white bitmap; "checkerWxH": black and white pixels alternating, black first.
    func image(named name: String) throws -> PixelBuffer {
        if name.hasPrefix("checker") {
            let white = try image(named: String(name.dropFirst("checker".count)))
            let bytes = (0..<(white.width * white.height)).flatMap { index -> [UInt8] in
                (index / white.width + index % white.width) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]
            }
            return PixelBuffer(width: white.width, height: white.height, bytes: bytes)!
        }
        let parts = name.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw LayoutError(kind: .missingAsset, message: "no image \(name)") }
        return PixelBuffer(width: parts[0], height: parts[1], fill: .white)
    }
}

extension LoadedScene {
    /// Each snapshot laid out on `canvas`: what the scene shows after each change of state.
    func laidOut(canvas: Size = Size(width: 390, height: 844)) throws -> [LaidOutView] {
        let engine = LayoutEngine(canvas: canvas, images: NoImages())
        return try snapshots.map { LaidOutView(root: try engine.layout($0)) }
    }

    /// The strings each snapshot shows, back to front.
    var texts: [[String]] {
        get throws { try laidOut().map(\.texts) }
    }
}

extension RGBAColor {
    /// Within rounding of `other` (a colour blended with itself between snapshots may differ in
    /// the last bits).
    func isClose(to other: RGBAColor) -> Bool {
        abs(red - other.red) < 1e-6 && abs(green - other.green) < 1e-6 && abs(blue - other.blue) < 1e-6
            && abs(alpha - other.alpha) < 1e-6
    }
}
