import Geometry

extension LayoutPass {
    /// A stack's size and its children's frames relative to the stack's origin.
    struct StackLayout {
        var size: Size
        var frames: [Rect]
    }

    func stackLayout(
        _ stack: Stack, _ children: [View], _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> StackLayout {
        switch stack {
        case .z(let alignment):
            return try zLayout(alignment, children, p, env, id)
        case .h(let alignment, let spacing):
            return try linearLayout(
                children, p, env, id, spacing: spacing, horizontal: true, cross: .vertical(alignment))
        case .v(let alignment, let spacing):
            return try linearLayout(
                children, p, env, id, spacing: spacing, horizontal: false, cross: .horizontal(alignment))
        case .grid(let grid):
            return try gridLayout(grid, children, p, env, id)
        case .cellGrid(let grid):
            return try cellGridLayout(grid, children, p, env, id)
        case .gridRow(let alignment):
            // In a grid, the grid has laid the row out; anywhere else it is an HStack.
            if let row = gridRows[id], row.frames.count == children.count { return row }
            return try linearLayout(
                children, p, env, id, spacing: nil, horizontal: true, cross: .vertical(alignment ?? .center))
        }
    }

    /// ZStack, as SwiftUI's: the children of the highest `layoutPriority` are offered the
    /// proposal and size the stack; the others are offered the stack's size. Each child is put
    /// with its `alignment` guides on the stack's lines, and the stack is the union of the frames
    /// of those that size it: the largest width and height when no child moves a guide.
    ///
    /// Choice: the union, as SwiftUI's stacks grow on their cross axis to hold a child moved by
    /// its guide (a ZStack laid out through the `Layout` protocol keeps the largest size
    /// instead, and lets such a child overflow).
    private func zLayout(
        _ alignment: Alignment, _ children: [View], _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> StackLayout {
        let ids = children.enumerated().map { id.child(Self.identityIndex($1, position: $0)) }
        let present = Set(children.indices.filter { !Self.isAbsent(children[$0]) })
        let priorities = children.map { Self.layoutPriority($0, spacerLast: false) }
        let top = present.map { priorities[$0] }.max()
        let sizing = present.filter { priorities[$0] == top }
        var sizes = [Size](repeating: .zero, count: children.count)
        for i in children.indices where sizing.contains(i) || !present.contains(i) {
            sizes[i] = try size(children[i], p, env, ids[i])
        }
        let h = AlignmentKey.horizontal(alignment.horizontal)
        let v = AlignmentKey.vertical(alignment.vertical)
        var guides = [(x: Double, y: Double)](repeating: (0, 0), count: children.count)
        func measureGuides(_ i: Int) throws {
            guides[i] = (
                try guide(children[i], h, size: sizes[i], env, ids[i]),
                try guide(children[i], v, size: sizes[i], env, ids[i])
            )
        }
        let moved = Self.alignsByGuides(children, v) || h.isPlacedByGuides
        var bounds = Rect.zero
        if moved {
            var union: Rect?
            for i in sizing.sorted() {
                try measureGuides(i)
                let frame = Rect(origin: Point(x: -guides[i].x, y: -guides[i].y), size: sizes[i])
                union = union?.union(frame) ?? frame
            }
            bounds = union ?? .zero
        } else {
            bounds.size = Size(
                width: sizing.map { sizes[$0].width }.max() ?? 0, height: sizing.map { sizes[$0].height }.max() ?? 0)
        }
        let stackSize = bounds.size
        var frames: [Rect] = []
        for i in children.indices {
            if present.contains(i) && !sizing.contains(i) {
                sizes[i] = try size(children[i], ProposedSize(stackSize), env, ids[i])
            }
            let s = sizes[i]
            if moved {
                try measureGuides(i)
                frames.append(
                    Rect(x: -bounds.minX - guides[i].x, y: -bounds.minY - guides[i].y, width: s.width, height: s.height)
                )
            } else {
                frames.append(
                    Rect(
                        x: (stackSize.width - s.width) * alignment.horizontal.fraction,
                        y: (stackSize.height - s.height) * alignment.vertical.fraction, width: s.width, height: s.height
                    ))
            }
        }
        return StackLayout(size: stackSize, frames: frames)
    }

    /// HStack/VStack, as SwiftUI's stack lays out its children:
    ///
    /// 1. Spacing: `spacing` between every two present children, or the default (8) where it is
    ///    nil, except next to a `Spacer`, which has none on its edges along the stack (nor has a
    ///    stack of the same axis that starts or ends with one). Views an `if` left out take no
    ///    spacing.
    /// 2. Order: by `layoutPriority`, highest first (a `Spacer` has the lowest: −∞); within a
    ///    priority, least flexible first — flexibility being the length offered infinity minus
    ///    the length offered zero — and between two endlessly flexible views, the one with the
    ///    larger minimum first.
    /// 3. Offers: the length proposed minus the spacing, less the minimum lengths of the
    ///    children of lower priority (given back to their group when its turn comes); each child
    ///    is offered an even share of what remains among its group's children not yet sized,
    ///    and what it takes is subtracted.
    ///
    /// Without a proposed length, every child is offered none (its ideal length).
    private func linearLayout(
        _ children: [View], _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID, spacing: Double?,
        horizontal: Bool, cross key: AlignmentKey
    ) throws -> StackLayout {
        let n = children.count
        guard n > 0 else { return StackLayout(size: .zero, frames: []) }
        let axisProposal = horizontal ? p.width : p.height
        let crossProposal = horizontal ? p.height : p.width

        func proposal(_ along: Double?) -> ProposedSize {
            horizontal
                ? ProposedSize(width: along, height: crossProposal)
                : ProposedSize(width: crossProposal, height: along)
        }
        func measure(_ i: Int, _ along: Double?) throws -> Size {
            let child = children[i]
            if case .spacer(let minLength) = child {
                let m = minLength ?? Self.defaultSpacerLength
                let length = max(m, along ?? m)
                return horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
            }
            return try size(child, proposal(along), env, id.child(Self.identityIndex(child, position: i)))
        }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }

        let gaps = Self.gaps(children, spacing: spacing, horizontal: horizontal)
        let totalSpacing = gaps.reduce(0, +)
        var sizes = [Size](repeating: .zero, count: n)
        if let available = axisProposal {
            var least = [Double?](repeating: nil, count: n)
            var most = [Double?](repeating: nil, count: n)
            func minimum(_ i: Int) throws -> Double {
                if let m = least[i] { return m }
                let m = length(try measure(i, 0))
                least[i] = m
                return m
            }
            func maximum(_ i: Int) throws -> Double {
                if let m = most[i] { return m }
                let m = length(try measure(i, .infinity))
                most[i] = m
                return m
            }
            let priorities = children.map { Self.layoutPriority($0) }
            // Sorted with every key computed first (the comparison cannot throw).
            var keys: [(priority: Double, flexibility: Double, tieBreak: Double, index: Int)] = []
            for i in 0..<n {
                let lo = try minimum(i)
                let hi = try maximum(i)
                let flexibility = hi - lo
                keys.append((priorities[i], flexibility, flexibility == .infinity ? -lo : 0, i))
            }
            let order = keys.sorted { a, b in
                if a.priority != b.priority { return a.priority > b.priority }
                if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
                if a.tieBreak != b.tieBreak { return a.tieBreak < b.tieBreak }
                return a.index < b.index
            }.map(\.index)

            var remaining = available - totalSpacing
            let first = priorities[order[0]]
            for i in order where priorities[i] != first { remaining -= try minimum(i) }
            var k = 0
            while k < n {
                let group = priorities[order[k]]
                var end = k
                while end < n && priorities[order[end]] == group { end += 1 }
                if k > 0 { for j in k..<end { remaining += try minimum(order[j]) } }
                for j in k..<end {
                    let i = order[j]
                    let offer = max(remaining / Double(end - j), 0)
                    sizes[i] = try measure(i, offer)
                    remaining -= length(sizes[i])
                }
                k = end
            }
        } else {
            for i in 0..<n { sizes[i] = try measure(i, nil) }
        }

        let along = sizes.map(length).reduce(0, +) + totalSpacing
        let crossFraction: Double
        switch key {
        case .horizontal(let a): crossFraction = a.fraction
        case .vertical(let a): crossFraction = a.fraction
        }
        // Across the stack, each child's guide on the stack's line: the stack is as thick as the
        // union of their extents (the thickest child when no child moves its guide).
        var crossOrigins: [Double]?
        var cross = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
        if Self.alignsByGuides(children, key) {
            var origins: [Double] = []
            for (i, child) in children.enumerated() {
                let childID = id.child(Self.identityIndex(child, position: i))
                origins.append(-(try guide(child, key, size: sizes[i], env, childID)))
            }
            let present = children.indices.filter { !Self.isAbsent(children[$0]) }
            let low = present.map { origins[$0] }.min() ?? 0
            let high = present.map { origins[$0] + (horizontal ? sizes[$0].height : sizes[$0].width) }.max() ?? 0
            cross = max(0, high - low)
            crossOrigins = origins.map { $0 - low }
        }
        var frames: [Rect] = []
        var cursor = 0.0
        for (i, s) in sizes.enumerated() {
            cursor += gaps[i]
            if horizontal {
                let y = crossOrigins?[i] ?? (cross - s.height) * crossFraction
                frames.append(Rect(x: cursor, y: y, width: s.width, height: s.height))
            } else {
                let x = crossOrigins?[i] ?? (cross - s.width) * crossFraction
                frames.append(Rect(x: x, y: cursor, width: s.width, height: s.height))
            }
            cursor += length(s)
        }
        let total = horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
        return StackLayout(size: total, frames: frames)
    }

    /// The space before each child: none before the first present child and before absent
    /// ones (views an `if` left out), `spacing` or the default between present ones, and none
    /// next to a spacer edge along the stack.
    static func gaps(_ children: [View], spacing: Double?, horizontal: Bool) -> [Double] {
        var gaps = [Double](repeating: 0, count: children.count)
        var previous: Int?
        for (i, child) in children.enumerated() where !isAbsent(child) {
            if let p = previous {
                if let spacing {
                    gaps[i] = spacing
                } else if !(hasSpacerEdge(children[p], trailing: true, horizontal: horizontal)
                    || hasSpacerEdge(child, trailing: false, horizontal: horizontal))
                {
                    gaps[i] = defaultSpacing
                }
            }
            previous = i
        }
        return gaps
    }

    /// Whether `view` is what an `if` leaves when it takes no branch (an empty view with only
    /// modifiers that do not lay out): SwiftUI's stacks see no child there.
    static func isAbsent(_ view: View) -> Bool {
        switch view {
        case .empty: return true
        case .modified(let inner, let modifier):
            switch modifier {
            case .branch, .transition, .animation, .matchedGeometry, .layoutPriority, .zIndex, .identity, .gridCell:
                return isAbsent(inner)
            default: return false
            }
        default: return false
        }
    }

    /// Whether `view` has a spacer's zero spacing on its leading (or `trailing`) edge along a
    /// stack's axis: a `Spacer`, through modifiers that keep their content's spacing, or a
    /// stack of the same axis whose first (last) present child has it.
    static func hasSpacerEdge(_ view: View, trailing: Bool, horizontal: Bool) -> Bool {
        switch view {
        case .spacer: return true
        case .modified(let inner, let modifier):
            // Padding puts its own space on the edge; the other modifiers keep the content's.
            if case .padding = modifier { return false }
            return hasSpacerEdge(inner, trailing: trailing, horizontal: horizontal)
        case .stack(.h, let children) where horizontal, .stack(.v, let children) where !horizontal:
            let present = children.filter { !isAbsent($0) }
            guard let edge = trailing ? present.last : present.first else { return false }
            return hasSpacerEdge(edge, trailing: trailing, horizontal: horizontal)
        default: return false
        }
    }

    /// The index a stack child at `position` is identified by among its siblings: its
    /// `.identity` when it has one, else its position.
    static func identityIndex(_ view: View, position: Int) -> Int {
        if case .modified(_, .identity(let index)) = view { return index }
        return position
    }

    /// A child's `zIndex` (the outermost one written on it); 0 without.
    static func zIndex(_ view: View) -> Double {
        guard case .modified(let inner, let modifier) = view else { return 0 }
        if case .zIndex(let z) = modifier { return z.isNaN ? 0 : z }
        return zIndex(inner)
    }

    /// A child's `layoutPriority` (the outermost one written on it); 0 without, and −∞ for a
    /// spacer in a stack, which sizes it last (`spacerLast`).
    static func layoutPriority(_ view: View, spacerLast: Bool = true) -> Double {
        switch view {
        case .spacer: return spacerLast ? -.infinity : 0
        case .modified(let inner, let modifier):
            if case .layoutPriority(let p) = modifier { return p.isNaN ? 0 : p }
            return layoutPriority(inner, spacerLast: spacerLast)
        default: return 0
        }
    }
}
