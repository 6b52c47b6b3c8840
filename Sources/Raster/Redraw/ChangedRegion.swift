/// The canvas pixels that can differ between two display lists drawn over the same pixels, as a
/// few disjoint rectangles: what a redraw restores and draws again.
///
/// The commands both lists begin and end with change nothing. Of the others, a command that
/// differs from its counterpart counts with its extent (both commands' extents), except a layer
/// that differs from its counterpart only in its content and whose filters act pixel by pixel (a
/// group with a clip, a mask, an opacity, a colour multiply): compositing and such filters give
/// each pixel from the same content pixel alone, so only where the two contents differ counts,
/// found the same way. A small animated item inside a clipped card then changes its own
/// neighbourhood, not the card.
///
/// Rectangles that overlap, or lie so close that one rectangle around both is hardly larger, are
/// merged; every pixel that can differ lies in one of them.
struct ChangedRegion: Equatable {
    /// Disjoint, non-empty rectangles inside the canvas.
    let rects: [PixelRect]

    /// How many pixels the rectangles cover.
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    var isEmpty: Bool { rects.isEmpty }

    /// Above this many rectangles before merging, one rectangle around all of them is used.
    static let rectangleLimit = 48
    /// Rectangles kept at most after merging (each is drawn in a pass of its own).
    static let windowLimit = 8
    /// Two rectangles are merged when the rectangle around both covers at most this many pixels
    /// more than they do, or a quarter more: a pass of its own costs about as much as drawing
    /// that many pixels.
    static let mergeSlack = 16_384

    /// The pixels of `canvas` where `old` and `new` can differ.
    init(from old: DisplayList, to new: DisplayList, canvas: PixelRect) {
        let found = ChangedRegion.differences(old.commands[...], new.commands[...])
            .map { $0.intersection(canvas) }.filter { !$0.isEmpty }
        var rects =
            found.count > ChangedRegion.rectangleLimit
            ? [found.reduce(PixelRect.empty) { $0.union($1) }] : ChangedRegion.merged(found)
        if !rects.isEmpty, new.readsBackdrop {
            rects = ChangedRegion.coveringBackdrops(rects, of: new, canvas: canvas)
        }
        self.rects = rects
    }

    /// `rects` grown so that a rectangle that reaches a backdrop of `list` holds all it reads:
    /// a backdrop's pixels depend on what lies behind them within the blur's reach, so redrawn
    /// in a window, the window must hold that too (drawn again, not the last frame's pixels).
    /// A layer holding a backdrop counts whole (its filters may spread the backdrop's pixels).
    static func coveringBackdrops(_ rects: [PixelRect], of list: DisplayList, canvas: PixelRect) -> [PixelRect] {
        let zones: [PixelRect] = list.commands.compactMap { command in
            switch command {
            case .fill: return nil
            case .backdrop(let backdrop): return backdrop.readExtent.intersection(canvas)
            case .layer(let layer):
                guard layer.content.readsBackdrop else { return nil }
                return layer.content.backdropReadExtent.union(LayerPlan.extent(of: layer)).intersection(canvas)
            }
        }.filter { !$0.isEmpty }
        var rects = rects
        // Each round adds a zone that a rectangle reaches without holding it; merged rectangles
        // only grow, so a zone once held stays held and the rounds end.
        while let zone = zones.first(where: { zone in
            rects.contains { !$0.intersection(zone).isEmpty && !$0.contains(zone) }
        }) {
            rects = merged(rects + [zone])
        }
        return rects
    }

    /// Rectangles covering every pixel where the two runs of commands, drawn over the same
    /// pixels, can differ (not cut to any canvas, possibly overlapping).
    static func differences(_ before: ArraySlice<DrawCommand>, _ after: ArraySlice<DrawCommand>) -> [PixelRect] {
        var before = before
        var after = after
        while let a = before.first, let b = after.first, a == b {
            before.removeFirst()
            after.removeFirst()
        }
        while let a = before.last, let b = after.last, a == b {
            before.removeLast()
            after.removeLast()
        }
        guard before.count == after.count else { return (before + after).map(\.extent) }
        var rects: [PixelRect] = []
        for (a, b) in zip(before, after) {
            if case .layer(let x) = a, case .layer(let y) = b, x.differsOnlyInContent(from: y), x.filtersPixelByPixel {
                // Compared once, inside: equal contents give no rectangle.
                rects += differences(x.content.commands[...], y.content.commands[...])
                    .map { LayerPlan.extent(of: x, from: $0) }.filter { !$0.isEmpty }
            } else if a != b {
                rects += [a.extent, b.extent]
            }
        }
        return rects
    }

    /// Disjoint rectangles covering `rects`: overlapping ones, and ones the rectangle around
    /// which is hardly larger (see `mergeSlack`), are replaced by that rectangle; then, while
    /// there are more than `windowLimit`, the pair whose merging adds the fewest pixels.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var rects = rects
        func added(_ i: Int, _ j: Int) -> Int {
            rects[i].union(rects[j]).area - rects[i].area - rects[j].area
        }
        func merge(_ i: Int, _ j: Int) {
            rects[i] = rects[i].union(rects[j])
            rects.remove(at: j)
        }
        /// Merges pairs that overlap or lie close until none do.
        func mergeNeighbours() {
            var merging = true
            while merging {
                merging = false
                search: for i in rects.indices {
                    for j in (i + 1)..<rects.count {
                        let both = rects[i].area + rects[j].area
                        if !rects[i].intersection(rects[j]).isEmpty
                            || added(i, j) <= Swift.max(ChangedRegion.mergeSlack, both / 4)
                        {
                            merge(i, j)
                            merging = true
                            break search
                        }
                    }
                }
            }
        }
        mergeNeighbours()
        while rects.count > ChangedRegion.windowLimit {
            var best = (i: 0, j: 1, added: Int.max)
            for i in rects.indices {
                for j in (i + 1)..<rects.count where added(i, j) < best.added { best = (i, j, added(i, j)) }
            }
            merge(best.i, best.j)
            // The merged rectangle may now overlap others.
            mergeNeighbours()
        }
        return rects
    }
}

extension Layer {
    /// True when the two layers differ at most in their content.
    fileprivate func differsOnlyInContent(from other: Layer) -> Bool {
        bounds == other.bounds && opacity == other.opacity && blendMode == other.blendMode
            && filters == other.filters && clip == other.clip && mask == other.mask
            && projection == other.projection
    }

    /// True when every filter gives each pixel from the same pixel of its input alone.
    var filtersPixelByPixel: Bool {
        filters.compactMap(PreparedFilter.init).allSatisfy(\.isPointwise)
    }
}
