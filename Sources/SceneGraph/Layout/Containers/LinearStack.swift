import Geometry

/// The layout `HStack` and `VStack` share (``HStackContainer``, ``VStackContainer``).
enum LinearStack {
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
    static func layout(
        _ children: LayoutChildren, _ p: ProposedSize, spacing: Double?, horizontal: Bool, cross key: AlignmentKey
    ) throws -> LayoutPass.StackLayout {
        let n = children.count
        guard n > 0 else { return LayoutPass.StackLayout(size: .zero, frames: []) }
        let axisProposal = horizontal ? p.width : p.height
        let crossProposal = horizontal ? p.height : p.width

        func proposal(_ along: Double?) -> ProposedSize {
            horizontal
                ? ProposedSize(width: along, height: crossProposal)
                : ProposedSize(width: crossProposal, height: along)
        }
        func measure(_ i: Int, _ along: Double?) throws -> Size {
            let child = children[i]
            if let minLength = child.spacerMinLength {
                let m = minLength ?? LayoutPass.defaultSpacerLength
                let length = max(m, along ?? m)
                return horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
            }
            return try child.sizeThatFits(proposal(along))
        }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }

        let gaps = LayoutPass.gaps(
            children.map(\.spacing), absent: children.map(\.isAbsent), spacing: spacing, horizontal: horizontal)
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
            let priorities = children.views.map { LayoutPass.layoutPriority($0) }
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
        if LayoutPass.alignsByGuides(children.views, key) {
            var origins: [Double] = []
            for child in children {
                origins.append(-(try child.guide(key, size: sizes[child.position])))
            }
            let present = children.indices.filter { !children[$0].isAbsent }
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
        return LayoutPass.StackLayout(size: total, frames: frames)
    }

}

extension LinearStack {
    /// A stack's spacing, as SwiftUI's: its first present child's on its `leading` (top) edge,
    /// its last's on its `trailing` (bottom) edge, and all its children's merged across.
    static func spacing(_ children: LayoutChildren, leading: EdgeSet, trailing: EdgeSet) -> EdgeSpacing {
        let present = children.filter { !$0.isAbsent }
        guard let first = present.first, let last = present.last else { return .zero }
        let across = EdgeSet.all.subtracting([leading, trailing])
        var spacing = present.dropFirst().reduce(first.spacing) { $0.union($1.spacing, edges: across) }
        spacing[leading] = first.spacing[leading]
        spacing[trailing] = last.spacing[trailing]
        return spacing
    }
}
