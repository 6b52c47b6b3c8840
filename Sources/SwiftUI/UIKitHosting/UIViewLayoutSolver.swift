/// Lays out a representable's view tree at a size, as UIKit would: the root fills the size;
/// views that keep their frames (`translatesAutoresizingMaskIntoConstraints`) are resized by
/// their `autoresizingMask` from the size their superview had when captured; stack views
/// arrange their subviews; and Auto Layout constraints place the rest.
///
/// The constraint solver propagates values: each view has, on each axis, a start, an end, a
/// centre and a length, any two of which give the others; an equality whose one side is known
/// sets the other (required constraints first, then by priority, a value once set staying
/// set, so a lower priority loses where it conflicts). When nothing more follows, a view takes
/// its intrinsic size (a label's text, a stack's arranged views) on an axis it lacks, then an
/// inequality is taken as an equality; a view still undetermined keeps its frame as set, and
/// the system is reported ambiguous. Not handled: inequalities that would have to push values
/// already set, content hugging and compression resistance (intrinsic sizes are taken only
/// where nothing else decides), baselines (taken as the top and bottom edges), and a view's
/// transform in its frame (UIKit lays out with the untransformed frame too).
struct UIViewLayoutSolver {
    let nodes: [UIViewSnapshot]
    let parent: [Int: Int]
    let constraints: [UIViewConstraint]

    init(_ root: UIViewSnapshot, constraints: [UIViewConstraint]) {
        nodes = root.all
        var parent: [Int: Int] = [:]
        for node in nodes { for child in node.subviews { parent[child.id] = node.id } }
        self.parent = parent
        self.constraints = constraints
    }

    /// The frames of the tree's views at `size` (in the root's coordinates, by id), and whether
    /// some view's place was left undetermined.
    func frames(size: CGSize) -> (frames: [Int: CGRect], ambiguous: Bool) {
        var run = Run(solver: self)
        run.spans[.view(0)] = [Span(min: 0, size: size.width), Span(min: 0, size: size.height)]
        run.spans[.view(0)]![0].complete()
        run.spans[.view(0)]![1].complete()
        run.solve()
        var frames: [Int: CGRect] = [:]
        for node in nodes {
            let s = run.spans[.view(node.id)] ?? [Span(), Span()]
            frames[node.id] = CGRect(
                x: s[0].min ?? 0, y: s[1].min ?? 0, width: max(0, s[0].size ?? 0), height: max(0, s[1].size ?? 0))
        }
        return (frames, run.ambiguous)
    }

    /// One axis of an item: its start, end, centre and length, as far as known.
    struct Span {
        var min: CGFloat?
        var max: CGFloat?
        var center: CGFloat?
        var size: CGFloat?

        var isComplete: Bool { min != nil && size != nil }

        /// Derives what two known parts give.
        mutating func complete() {
            for _ in 0..<3 {
                if let a = min, let s = size {
                    max = a + s
                    center = a + s / 2
                } else if let a = min, let b = max {
                    size = b - a
                    center = (a + b) / 2
                } else if let c = center, let s = size {
                    min = c - s / 2
                    max = c + s / 2
                } else if let a = min, let c = center {
                    size = 2 * (c - a)
                    max = 2 * c - a
                } else if let b = max, let s = size {
                    min = b - s
                    center = b - s / 2
                } else if let b = max, let c = center {
                    size = 2 * (b - c)
                    min = 2 * c - b
                }
            }
        }

        enum Part { case min, max, center, size }

        subscript(part: Part) -> CGFloat? {
            get {
                switch part {
                case .min: min
                case .max: max
                case .center: center
                case .size: size
                }
            }
            set {
                switch part {
                case .min: min = newValue
                case .max: max = newValue
                case .center: center = newValue
                case .size: size = newValue
                }
            }
        }
    }

    /// Where an attribute is: the axis (0 horizontal), the part of the span, and an offset from it
    /// (a margin).
    static func place(
        of attribute: NSLayoutConstraint.Attribute, margins m: UIEdgeInsets
    ) -> (axis: Int, part: Span.Part, offset: CGFloat)? {
        switch attribute {
        case .left, .leading: (0, .min, 0)
        case .right, .trailing: (0, .max, 0)
        case .centerX: (0, .center, 0)
        case .width: (0, .size, 0)
        case .top, .firstBaseline: (1, .min, 0)
        case .bottom, .lastBaseline: (1, .max, 0)
        case .centerY: (1, .center, 0)
        case .height: (1, .size, 0)
        case .leftMargin, .leadingMargin: (0, .min, m.left)
        case .rightMargin, .trailingMargin: (0, .max, -m.right)
        case .topMargin: (1, .min, m.top)
        case .bottomMargin: (1, .max, -m.bottom)
        case .centerXWithinMargins: (0, .center, (m.left - m.right) / 2)
        case .centerYWithinMargins: (1, .center, (m.top - m.bottom) / 2)
        case .notAnAttribute: nil
        }
    }

    /// A solve in progress.
    struct Run {
        let solver: UIViewLayoutSolver
        var spans: [UIViewConstraint.Item: [Span]] = [:]
        var arrangedStacks = Set<Int>()
        var ambiguous = false

        init(solver: UIViewLayoutSolver) { self.solver = solver }

        func node(_ id: Int) -> UIViewSnapshot { solver.nodes[id] }

        func span(_ item: UIViewConstraint.Item, _ axis: Int) -> Span {
            if let known = spans[item]?[axis] { return known }
            // A view's margins are its span inset, once the view's is known.
            if case .guide(let owner, _) = item, let view = spans[.view(owner)]?[axis], view.isComplete {
                let m = node(owner).layoutMargins
                let (start, end) = axis == 0 ? (m.left, m.right) : (m.top, m.bottom)
                var inset = Span(min: view.min! + start, size: Swift.max(0, view.size! - start - end))
                inset.complete()
                return inset
            }
            return Span()
        }

        mutating func set(_ item: UIViewConstraint.Item, _ axis: Int, _ part: Span.Part, _ value: CGFloat) -> Bool {
            guard value.isFinite else { return false }
            if case .guide = item { return false }
            var pair = spans[item] ?? [Span(), Span()]
            guard pair[axis][part] == nil else { return false }
            pair[axis][part] = value
            pair[axis].complete()
            spans[item] = pair
            return true
        }

        func margins(_ item: UIViewConstraint.Item) -> UIEdgeInsets {
            if case .view(let id) = item { return node(id).layoutMargins }
            return .zero
        }

        func isComplete(_ id: Int) -> Bool {
            let s = spans[.view(id)]
            return s?[0].isComplete == true && s?[1].isComplete == true
        }

        mutating func solve() {
            var rounds = 0
            while rounds < 10_000 {
                rounds += 1
                if propagate() { continue }
                if takeIntrinsicSize() { continue }
                if takeInequality() { continue }
                if keepFrame() { continue }
                break
            }
        }

        /// Frames that follow from what is known: fixed frames, stacks, equalities.
        mutating func propagate() -> Bool {
            var changed = false
            for node in solver.nodes where node.id != 0 {
                guard let parentID = solver.parent[node.id], isComplete(parentID) else { continue }
                if !node.usesConstraints, !isArranged(node.id), !isComplete(node.id) {
                    let p = spans[.view(parentID)]!
                    // Resized from the size the superview had when captured.
                    let frame = UIView.autoresized(
                        node.frame, mask: node.autoresizingMask, from: self.node(parentID).frame.size,
                        to: CGSize(width: p[0].size!, height: p[1].size!))
                    _ = set(.view(node.id), 0, .min, p[0].min! + frame.minX)
                    _ = set(.view(node.id), 0, .size, frame.width)
                    _ = set(.view(node.id), 1, .min, p[1].min! + frame.minY)
                    _ = set(.view(node.id), 1, .size, frame.height)
                    changed = true
                }
            }
            for node in solver.nodes where node.stack != nil && !arrangedStacks.contains(node.id) && isComplete(node.id)
            {
                arrange(node)
                changed = true
            }
            for constraint in solver.constraints where constraint.relation == .equal {
                if apply(constraint) { changed = true }
            }
            return changed
        }

        /// Applies `a = m × b + c` in whichever direction a side is missing.
        mutating func apply(_ c: UIViewConstraint) -> Bool {
            guard let a = UIViewLayoutSolver.place(of: c.firstAttribute, margins: margins(c.first)) else {
                return false
            }
            let aValue = span(c.first, a.axis)[a.part].map { $0 + a.offset }
            guard let second = c.second else {
                guard aValue == nil else { return false }
                return set(c.first, a.axis, a.part, c.constant - a.offset)
            }
            guard let b = UIViewLayoutSolver.place(of: c.secondAttribute, margins: margins(second)) else {
                return false
            }
            let bValue = span(second, b.axis)[b.part].map { $0 + b.offset }
            if aValue == nil, let bValue {
                return set(c.first, a.axis, a.part, c.multiplier * bValue + c.constant - a.offset)
            }
            if bValue == nil, let aValue, c.multiplier != 0 {
                return set(second, b.axis, b.part, (aValue - c.constant) / c.multiplier - b.offset)
            }
            return false
        }

        /// The first view (in tree order) that constraints place and that lacks a length takes
        /// its intrinsic one.
        mutating func takeIntrinsicSize() -> Bool {
            for node in solver.nodes where node.usesConstraints || isArranged(node.id) {
                for axis in 0..<2 where span(.view(node.id), axis).size == nil {
                    if let length = intrinsic(node.id, axis) { return set(.view(node.id), axis, .size, length) }
                }
            }
            return false
        }

        /// An inequality whose one side is known, taken as an equality.
        mutating func takeInequality() -> Bool {
            for constraint in solver.constraints where constraint.relation != .equal {
                if apply(constraint) { return true }
            }
            return false
        }

        /// A view still undetermined keeps the frame it has (the system is ambiguous).
        mutating func keepFrame() -> Bool {
            for node in solver.nodes where !isComplete(node.id) {
                guard let parentID = solver.parent[node.id], isComplete(parentID) else { continue }
                ambiguous = true
                let p = spans[.view(parentID)]!
                let pair = spans[.view(node.id)] ?? [Span(), Span()]
                let origin = [node.frame.minX, node.frame.minY]
                let length = [node.frame.width, node.frame.height]
                for axis in 0..<2 where !pair[axis].isComplete {
                    if pair[axis].size == nil {
                        _ = set(.view(node.id), axis, .size, length[axis])
                    }
                    if !span(.view(node.id), axis).isComplete {
                        _ = set(.view(node.id), axis, .min, p[axis].min! + origin[axis])
                    }
                }
                return true
            }
            return false
        }

        func isArranged(_ id: Int) -> Bool {
            guard let parentID = solver.parent[id], let stack = node(parentID).stack else { return false }
            return stack.arranged.contains(id)
        }

        /// A view's length on `axis` of its own: a constant length constraint on it, its
        /// intrinsic size (a label's height at its width), or a stack's arranged views'.
        func intrinsic(_ id: Int, _ axis: Int) -> CGFloat? {
            let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
            if let fixed = solver.constraints.first(where: {
                $0.first == .view(id) && $0.firstAttribute == attribute && $0.second == nil && $0.relation == .equal
            }) {
                return fixed.constant
            }
            let node = node(id)
            if axis == 1, let width = span(.view(id), 0).size, let height = node.content?.height(forWidth: width) {
                return height
            }
            let own = axis == 0 ? node.intrinsicSize.width : node.intrinsicSize.height
            if own >= 0 { return own }
            if let stack = node.stack { return fitting(stack, axis) }
            return nil
        }

        /// A stack's length on `axis` from its arranged views.
        func fitting(_ stack: UIViewSnapshot.Stack, _ axis: Int) -> CGFloat {
            let shown = stack.arranged.filter { !node($0).isHidden }
            let lengths = shown.map { intrinsic($0, axis) ?? 0 }
            if (stack.axis == .horizontal) == (axis == 0) {
                let gaps = shown.dropLast().reduce(0) { $0 + (stack.custom[$1] ?? stack.spacing) }
                return lengths.reduce(0, +) + gaps
            }
            return lengths.max() ?? 0
        }

        /// Places a stack's arranged views in its bounds.
        mutating func arrange(_ stackNode: UIViewSnapshot) {
            arrangedStacks.insert(stackNode.id)
            guard let stack = stackNode.stack else { return }
            let along = stack.axis == .horizontal ? 0 : 1
            let across = 1 - along
            let own = spans[.view(stackNode.id)]!
            let m = stack.marginsRelative ? stackNode.layoutMargins : .zero
            let (startInset, endInset) = along == 0 ? (m.left, m.right) : (m.top, m.bottom)
            let (crossStartInset, crossEndInset) = along == 0 ? (m.top, m.bottom) : (m.left, m.right)
            let start = own[along].min! + startInset
            let available = Swift.max(0, own[along].size! - startInset - endInset)
            let crossStart = own[across].min! + crossStartInset
            let crossAvailable = Swift.max(0, own[across].size! - crossStartInset - crossEndInset)
            let shown = stack.arranged.filter { !node($0).isHidden }
            guard !shown.isEmpty else { return }
            let gaps = shown.dropLast().map { stack.custom[$0] ?? stack.spacing }
            let totalGaps = gaps.reduce(0, +)
            let wanted = shown.map { intrinsic($0, along) }
            var lengths = wanted.map { $0 ?? 0 }
            var gapLengths = gaps
            let room = available - totalGaps
            switch stack.distribution {
            case .fillEqually:
                lengths = shown.map { _ in Swift.max(0, room / CGFloat(shown.count)) }
            case .fillProportionally:
                let sum = lengths.reduce(0, +)
                lengths = lengths.map { sum > 0 ? room * $0 / sum : room / CGFloat(shown.count) }
            case .equalSpacing, .equalCentering:
                let free = available - lengths.reduce(0, +)
                if shown.count > 1 {
                    let gap = Swift.max(free / CGFloat(shown.count - 1), 0)
                    gapLengths = gaps.map { Swift.max($0, gap) }
                }
            case .fill:
                // The room left (or missing) goes to the views with no length of their own,
                // else to the last one.
                let extra = room - lengths.reduce(0, +)
                let flexible = wanted.indices.filter { wanted[$0] == nil }
                if !flexible.isEmpty {
                    for i in flexible { lengths[i] = Swift.max(0, extra / CGFloat(flexible.count)) }
                } else {
                    lengths[lengths.count - 1] = Swift.max(0, lengths[lengths.count - 1] + extra)
                }
            }
            var position = start
            for (index, id) in shown.enumerated() {
                var pair = [Span(), Span()]
                pair[along] = Span(min: position, size: lengths[index])
                let crossWanted = intrinsic(id, across)
                let crossLength: CGFloat
                let crossMin: CGFloat
                switch stack.alignment {
                case .fill:
                    crossLength = crossAvailable
                    crossMin = crossStart
                case .leading, .firstBaseline:
                    crossLength = Swift.min(crossWanted ?? crossAvailable, crossAvailable)
                    crossMin = crossStart
                case .center:
                    crossLength = Swift.min(crossWanted ?? crossAvailable, crossAvailable)
                    crossMin = crossStart + (crossAvailable - crossLength) / 2
                case .trailing, .lastBaseline:
                    crossLength = Swift.min(crossWanted ?? crossAvailable, crossAvailable)
                    crossMin = crossStart + crossAvailable - crossLength
                }
                pair[across] = Span(min: crossMin, size: crossLength)
                pair[0].complete()
                pair[1].complete()
                spans[.view(id)] = pair
                position += lengths[index] + (index < gapLengths.count ? gapLengths[index] : 0)
            }
        }
    }
}
