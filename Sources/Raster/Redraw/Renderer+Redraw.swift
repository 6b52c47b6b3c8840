extension Renderer {
    /// Changes `buffer`, which shows `base` with `old` drawn over it, to show `base` with `new`
    /// drawn over it — the pixels ``render(_:onto:)`` would give — by redrawing only where the
    /// lists can differ (a ``ChangedRegion``: around the commands that differ, or, in a layer that
    /// differs only in content and filters pixel by pixel, around what differs in it): each of
    /// its rectangles is restored from `base` and `new` is drawn inside it. `damage` must mark
    /// every tile where `buffer` differs from `base` (as drawing with
    /// ``render(_:onto:recording:)`` and redrawing record it); only those tiles are restored, and
    /// tiles drawn on are marked.
    ///
    /// Layers overlapping a rectangle are composited only inside it; their buffers come from the
    /// layer cache, are drawn only inside it (layers whose filters act pixel by pixel) or are
    /// drawn whole.
    ///
    /// Returns false, changing nothing, when that is not worth it (the changed area covers much
    /// of the canvas), the sizes differ or the renderer is ``plain()``: then draw in full.
    public func redraw(
        _ buffer: inout PixelBuffer, showing old: DisplayList, as new: DisplayList, over base: PixelBuffer,
        damage: inout DamageMask
    ) -> Bool {
        guard !isPlain, base.width == buffer.width, base.height == buffer.height, damage.width == buffer.width,
            damage.height == buffer.height
        else { return false }
        let region = ChangedRegion(
            from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        // Commands that change no pixel (e.g. fully transparent ones) changed nothing visible.
        guard !region.isEmpty else { return true }
        guard region.area * Self.redrawAreaLimit <= buffer.width * buffer.height else { return false }
        // Inside the region, only tiles the buffer's earlier drawing changed differ from `base`
        // (drawing in one rectangle changes no pixel of another).
        let runs = damage.markedRuns
        for (index, window) in region.rects.enumerated() {
            buffer.copy(runs.map { $0.intersection(window) }.filter { !$0.isEmpty }, from: base)
            draw(
                new.commands, onto: &buffer, recording: &damage, window: window,
                earlierWindows: Array(region.rects[..<index]))
        }
        return true
    }

    /// A redraw is done only when the changed area is at most 1/`redrawAreaLimit` of the canvas.
    public static let redrawAreaLimit = 2

    /// How many pixels of a `width`×`height` canvas can differ between `old` and `new` drawn over
    /// the same pixels: the area ``redraw(_:showing:as:over:damage:)`` draws (0 when the lists
    /// draw the same).
    public static func changedArea(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> Int {
        ChangedRegion(from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: width, height: height)).area
    }

    /// The rows of a `width`×`height` canvas where `old` and `new` drawn over the same pixels can
    /// differ, as sorted, disjoint, non-empty ranges (none when the lists draw the same): every
    /// row outside them is the same in both frames.
    public static func changedRows(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> [Range<Int>]
    {
        let region = ChangedRegion(from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
        var rows: [Range<Int>] = []
        for rect in region.rects.sorted(by: { $0.minY < $1.minY }) {
            if let last = rows.last, rect.minY <= last.upperBound {
                rows[rows.count - 1] = last.lowerBound..<max(last.upperBound, rect.maxY)
            } else {
                rows.append(rect.minY..<rect.maxY)
            }
        }
        return rows
    }

    /// Changes `buffer`, which shows `base` with `old` drawn over it, into a copy of `source`,
    /// which shows the same `base` with `new` drawn over it, by copying only the tiles that can
    /// differ: those inside the region where the lists can differ that either mask marks.
    /// `damage` and `sourceDamage` mark every tile where each buffer differs from `base`;
    /// afterwards `damage` equals `sourceDamage`. Returns false, changing nothing, when the sizes
    /// differ.
    public static func copyChanges(
        into buffer: inout PixelBuffer, showing old: DisplayList, damage: inout DamageMask, from source: PixelBuffer,
        showing new: DisplayList, damage sourceDamage: DamageMask
    ) -> Bool {
        let width = buffer.width
        let height = buffer.height
        guard source.width == width, source.height == height, damage.width == width, damage.height == height,
            sourceDamage.width == width, sourceDamage.height == height
        else { return false }
        // Outside the region both show `base` with the shared commands; inside it, tiles neither
        // mask marks show `base` in both.
        let region = ChangedRegion(from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
        var either = damage
        for i in either.tiles.indices { either.tiles[i] |= sourceDamage.tiles[i] }
        let runs = either.markedRuns
        buffer.copy(
            region.rects.flatMap { window in runs.map { $0.intersection(window) } }.filter { !$0.isEmpty },
            from: source)
        damage = sourceDamage
        return true
    }
}
