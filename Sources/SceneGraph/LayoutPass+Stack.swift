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
            var sizes: [Size] = []
            for (i, child) in children.enumerated() {
                sizes.append(try size(child, p, env, id.child(i)))
            }
            let w = sizes.map(\.width).max() ?? 0
            let h = sizes.map(\.height).max() ?? 0
            let frames = sizes.map { s in
                Rect(
                    x: (w - s.width) * alignment.horizontal.fraction,
                    y: (h - s.height) * alignment.vertical.fraction, width: s.width, height: s.height)
            }
            return StackLayout(size: Size(width: w, height: h), frames: frames)
        case .h(let alignment, let spacing):
            return try linearLayout(
                children, p, env, id, spacing: spacing ?? Self.defaultSpacing, horizontal: true,
                crossFraction: alignment.fraction)
        case .v(let alignment, let spacing):
            return try linearLayout(
                children, p, env, id, spacing: spacing ?? Self.defaultSpacing, horizontal: false,
                crossFraction: alignment.fraction)
        }
    }

    /// HStack/VStack: children are offered the remaining space in order of increasing
    /// flexibility (how much their size along the axis can vary), as SwiftUI does.
    private func linearLayout(
        _ children: [View], _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID, spacing: Double,
        horizontal: Bool, crossFraction: Double
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
            return try size(child, proposal(along), env, id.child(i))
        }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }

        var sizes = [Size](repeating: .zero, count: n)
        let totalSpacing = spacing * Double(n - 1)
        if let available = axisProposal {
            var flexibility: [Double] = []
            for i in 0..<n {
                let least = length(try measure(i, 0))
                let most = length(try measure(i, .infinity))
                flexibility.append(most - least)
            }
            let order = (0..<n).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var remaining = max(0, available - totalSpacing)
            for (k, i) in order.enumerated() {
                let offer = remaining / Double(n - k)
                sizes[i] = try measure(i, offer)
                remaining = max(0, remaining - length(sizes[i]))
            }
        } else {
            for i in 0..<n { sizes[i] = try measure(i, nil) }
        }

        let along = sizes.map(length).reduce(0, +) + totalSpacing
        let cross = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
        var frames: [Rect] = []
        var cursor = 0.0
        for s in sizes {
            if horizontal {
                frames.append(Rect(x: cursor, y: (cross - s.height) * crossFraction, width: s.width, height: s.height))
            } else {
                frames.append(Rect(x: (cross - s.width) * crossFraction, y: cursor, width: s.width, height: s.height))
            }
            cursor += length(s) + spacing
        }
        let total = horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
        return StackLayout(size: total, frames: frames)
    }
}
