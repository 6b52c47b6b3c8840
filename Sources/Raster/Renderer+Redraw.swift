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
        let before = old.commands
        let after = new.commands
        var shared = 0
        while shared < before.count, shared < after.count, before[shared] == after[shared] { shared += 1 }
        if shared == before.count, shared == after.count { return true }
        var sharedEnd = 0
        while sharedEnd < before.count - shared, sharedEnd < after.count - shared,
            before[before.count - 1 - sharedEnd] == after[after.count - 1 - sharedEnd]
        {
            sharedEnd += 1
        }
        let changed = DisplayList(
            commands: Array(before[shared..<(before.count - sharedEnd)])
                + Array(after[shared..<(after.count - sharedEnd)]))
        let canvas = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let window = changed.extent.intersection(canvas)
        // Commands that change no pixel (e.g. fully transparent ones) changed nothing visible.
        guard !window.isEmpty else { return true }
        guard window.area * Self.redrawAreaLimit <= canvas.area else { return false }
        // Inside the window, only tiles the buffer's earlier drawing changed differ from `base`.
        buffer.copy(damage.markedRuns.map { $0.intersection(window) }.filter { !$0.isEmpty }, from: base)
        draw(after, onto: &buffer, recording: &damage, window: window)
        return true
    }

    /// A redraw is done only when the changed area is at most 1/`redrawAreaLimit` of the canvas.
    static let redrawAreaLimit = 2
}
