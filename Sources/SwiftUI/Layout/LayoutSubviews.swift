internal import SceneGraph

/// The subviews of a custom `Layout`, in the order its content lists them.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    let children: LayoutChildren
    let run: LayoutRun
    let indices_: [Int]

    init(children: LayoutChildren, run: LayoutRun) {
        self.children = children
        self.run = run
        // Views an `if` left out are not subviews.
        indices_ = children.indices.filter { !children[$0].isAbsent }
    }

    private init(children: LayoutChildren, run: LayoutRun, indices: [Int]) {
        self.children = children
        self.run = run
        indices_ = indices
    }

    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices_.count }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(child: children[indices_[position]], run: run)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(children: children, run: run, indices: Array(indices_[bounds]))
    }

    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(children: children, run: run, indices: indices.map { indices_[$0] })
    }

    /// The layout direction (left to right: Zoetrope lays out left to right and mirrors).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.run === b.run && a.indices_ == b.indices_
    }
}
