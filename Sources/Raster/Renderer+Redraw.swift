extension Renderer {
    /// Changes `buffer`, which shows `base` with `old` drawn over it, to show `base` with `new`
    /// drawn over it — the pixels ``render(_:onto:)`` would give — by redrawing only the part
    /// where the lists differ: the commands they share at the start and at the end are kept, the
    /// area the others can touch is restored from `base` and `new` is drawn inside it. `damage`
    /// must mark every tile where `buffer` differs from `base` (as drawing with
    /// ``render(_:onto:recording:)`` and redrawing record it); only those tiles are restored, and
    /// tiles drawn on are marked.
    ///
    /// Layers overlapping that area are composited only inside it (their buffers are drawn whole,
    /// or come from the layer cache).
    ///
    /// Returns false, changing nothing, when that is not worth it (the changed area covers much
    /// of the canvas) or the sizes differ: then draw in full.
    public func redraw(
        _ buffer: inout PixelBuffer, showing old: DisplayList, as new: DisplayList, over base: PixelBuffer,
        damage: inout DamageMask
    ) -> Bool {
        guard base.width == buffer.width, base.height == buffer.height, damage.width == buffer.width,
            damage.height == buffer.height
        else { return false }
        let window = Renderer.changedWindow(from: old, to: new, width: buffer.width, height: buffer.height)
        // Commands that change no pixel (e.g. fully transparent ones) changed nothing visible.
        guard !window.isEmpty else { return true }
        guard window.area * Self.redrawAreaLimit <= buffer.width * buffer.height else { return false }
        // Inside the window, only tiles the buffer's earlier drawing changed differ from `base`.
        buffer.copy(damage.markedRuns.map { $0.intersection(window) }.filter { !$0.isEmpty }, from: base)
        draw(new.commands, onto: &buffer, recording: &damage, window: window)
        return true
    }

    /// A redraw is done only when the changed area is at most 1/`redrawAreaLimit` of the canvas.
    public static let redrawAreaLimit = 2

    /// How many pixels of a `width`×`height` canvas can differ between `old` and `new` drawn over
    /// the same pixels: the area ``redraw(_:showing:as:over:damage:)`` draws (0 when the lists
    /// draw the same).
    public static func changedArea(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> Int {
        changedWindow(from: old, to: new, width: width, height: height).area
    }

    /// Changes `buffer`, which shows `base` with `old` drawn over it, into a copy of `source`,
    /// which shows the same `base` with `new` drawn over it, by copying only the tiles that can
    /// differ: those inside the area where the lists differ that either mask marks. `damage` and
    /// `sourceDamage` mark every tile where each buffer differs from `base`; afterwards `damage`
    /// equals `sourceDamage`. Returns false, changing nothing, when the sizes differ.
    public static func copyChanges(
        into buffer: inout PixelBuffer, showing old: DisplayList, damage: inout DamageMask, from source: PixelBuffer,
        showing new: DisplayList, damage sourceDamage: DamageMask
    ) -> Bool {
        let width = buffer.width
        let height = buffer.height
        guard source.width == width, source.height == height, damage.width == width, damage.height == height,
            sourceDamage.width == width, sourceDamage.height == height
        else { return false }
        // Outside the window both show `base` with the shared commands; inside it, tiles neither
        // mask marks show `base` in both.
        let window = changedWindow(from: old, to: new, width: width, height: height)
        var either = damage
        for i in either.tiles.indices { either.tiles[i] |= sourceDamage.tiles[i] }
        buffer.copy(either.markedRuns.map { $0.intersection(window) }.filter { !$0.isEmpty }, from: source)
        damage = sourceDamage
        return true
    }

    /// The canvas pixels the commands that differ between `old` and `new` can touch; the
    /// commands both lists begin and end with are left out.
    static func changedWindow(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> PixelRect {
        let before = old.commands
        let after = new.commands
        var shared = 0
        while shared < before.count, shared < after.count, before[shared] == after[shared] { shared += 1 }
        if shared == before.count, shared == after.count { return .empty }
        var sharedEnd = 0
        while sharedEnd < before.count - shared, sharedEnd < after.count - shared,
            before[before.count - 1 - sharedEnd] == after[after.count - 1 - sharedEnd]
        {
            sharedEnd += 1
        }
        let changed = DisplayList(
            commands: Array(before[shared..<(before.count - sharedEnd)])
                + Array(after[shared..<(after.count - sharedEnd)]))
        return changed.extent.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    }
}
