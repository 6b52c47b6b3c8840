import Geometry
import XCTest

@testable import SceneGraph

/// One case of a layout table: a view offered a size, the size it takes, and the frames SwiftUI
/// gives the nodes it lays out, each with the reasoning in the name. The view is placed at the
/// origin, so frames are relative to its top-leading corner; a node is found by its path of
/// child indices from the view's node (a stack, an overlay and a grid row are groups of their
/// children; a frame, padding or offset makes no node of its own).
struct LayoutTableCase {
    let name: String
    let view: ViewNode
    let proposal: ProposedSize
    let size: Size
    let frames: [(path: [Int], frame: Rect)]

    init(_ name: String, _ view: ViewNode, proposal: ProposedSize, size: Size, frames: [([Int], Rect)] = []) {
        self.name = name
        self.view = view
        self.proposal = proposal
        self.size = size
        self.frames = frames.map { (path: $0.0, frame: $0.1) }
    }

    /// What differs from the expected layout, one line each; empty when it matches.
    func failures(engine: LayoutEngine) throws -> [String] {
        let pass = LayoutPass(engine: engine)
        let env = LayoutEnvironment()
        let size = try pass.size(view, proposal, env, NodeID([]))
        let root = try pass.place(view, in: Rect(origin: .zero, size: size), env, NodeID([]))
        var failures: [String] = []
        if !Self.close(size, self.size) { failures.append("\(name): size \(size), expected \(self.size)") }
        for (path, expected) in frames {
            var node: RenderNode? = root
            for i in path {
                guard case .group(let children)? = node?.content, i < children.count else {
                    node = nil
                    break
                }
                node = children[i]
            }
            guard let frame = node?.frame else {
                failures.append("\(name): no node at \(path)")
                continue
            }
            if !Self.close(frame.origin, expected.origin) || !Self.close(frame.size, expected.size) {
                failures.append("\(name): node \(path) at \(frame), expected \(expected)")
            }
        }
        return failures
    }

    private static func close(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
    private static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
}

/// Views the layout tables are written with.
enum TableViews {
    /// A rectangle `w` × `h` (a view that takes exactly that size, whatever it is offered).
    static func box(_ w: Double, _ h: Double) -> ViewNode { rectangle.frame(w, h) }
    /// `view` with its `key` guide moved to what `value` gives from its dimensions.
    static func guide(_ view: ViewNode, _ key: AlignmentKey, _ value: @escaping @Sendable (GuideDimensions) -> Double)
        -> ViewNode
    {
        .modified(view, .alignmentGuide(AlignmentGuide(key: key, id: 0, value: value)))
    }
    static func z(_ children: [ViewNode], _ alignment: LayoutAlignment = .center) -> ViewNode {
        .stack(.z(alignment: alignment), children)
    }
    /// An HStack without spacing.
    static func h(_ children: [ViewNode], _ alignment: VerticalLayoutAlignment = .center) -> ViewNode {
        .stack(.h(alignment: alignment, spacing: 0), children)
    }
    /// A VStack without spacing.
    static func v(_ children: [ViewNode], _ alignment: HorizontalLayoutAlignment = .center) -> ViewNode {
        .stack(.v(alignment: alignment, spacing: 0), children)
    }
    /// What an `if` that took no branch leaves.
    static let absent = ViewNode.modified(.empty, .branch(1))
}
