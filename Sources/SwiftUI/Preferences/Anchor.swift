/// A rectangle or point of a view that another view resolves in its own coordinates with
/// `GeometryProxy`'s subscript: SwiftUI's `Anchor`, made by `anchorPreference`.
public struct Anchor<Value> {
    /// The key the view's frame is reported under.
    let key: Int
    let source: Source
    /// Its value on the screen when it was made (nil before the view was laid out): two
    /// anchors are equal when they are of one view and were at one place.
    let global: Value?

    init(key: Int, source: Source, graph: ViewGraph) {
        self.key = key
        self.source = source
        global = graph.geometry.frames[key].map { placed in
            source.resolve(
                CGRect(
                    x: placed.frame.minX, y: placed.frame.minY, width: placed.frame.width, height: placed.frame.height))
        }
    }

    /// The value in a space where the view's frame is `frame`.
    func value(in frame: CGRect) -> Value { source.resolve(frame) }

    /// What an anchor stands for, from the view's frame: `.bounds`, `.center`, `.topLeading` …
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.key == b.key && a.global == b.global }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 0, height: 0), bounds: true) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, bounds: false) }

    private static func rect(_ r: CGRect, bounds: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in bounds ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// A point at a unit position in the view's frame (`UnitPoint(x: 0.5, y: 1)` is its bottom's middle).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            CGPoint(x: frame.minX + frame.width * p.x, y: frame.minY + frame.height * p.y)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension View {
    /// Sets preference `key` to `transform` of an anchor of this view (its bounds, a point of
    /// it), which a view around resolves in its own coordinates with a `GeometryProxy`.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                let graph = context.graph
                let key = graph.geometryKey(context.path)
                graph.needsGeometry = true
                graph.setPreference(K.self, transform(Anchor(key: key, source: value, graph: graph)), at: context.path)
                return content.modified(.reportsFrame(key: key))
            })
    }

    /// Changes preference `key` with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                let graph = context.graph
                let key = graph.geometryKey(context.path)
                graph.needsGeometry = true
                var preference = graph.preference(K.self, inside: context.path)
                transform(&preference, Anchor(key: key, source: value, graph: graph))
                graph.setPreference(K.self, preference, at: context.path)
                return content.modified(.reportsFrame(key: key))
            })
    }
}
