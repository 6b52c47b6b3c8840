import Geometry

extension DisplayListDrawer {
    /// Draws `backdrop` onto `surface` inside `region`: what lies behind its extent (the surface,
    /// over the surfaces of the layers it is drawn in) is gathered within the blur's reach,
    /// blurred, saturated and tinted, and composited through the path's coverage. The pixels
    /// gathered and blurred do not depend on the window (the blur's sums would round
    /// differently over another region): with a window, only the composite is cut to it, and
    /// `ChangedRegion` makes every window that reaches a backdrop hold all it reads.
    func drawBackdrop(_ backdrop: Backdrop, on surface: Surface, within region: PixelRect) {
        let output = backdrop.extent.intersection(region)
        guard !output.isEmpty else { return }
        var changed = output
        if let window { changed = changed.intersection(window) }
        guard !changed.isEmpty else { return }
        let edges = EdgeList(path: backdrop.path, clip: output, tolerance: PreparedCommand.flatteningTolerance)
        guard !edges.isEmpty else { return }
        let blur = GaussianBlur(sigma: backdrop.sigma)
        let read = output.outset(by: blur?.margin ?? 0)
        let scratch = caches.buffers.surface(read)
        defer { caches.buffers.release(scratch) }
        let filters = FilterPass(pool: pool, caches: caches)
        gather(into: scratch, behind: surface, filters: filters)
        if let blur { filters.apply(.blur(blur), to: scratch, live: read) }
        tint(scratch, within: output, backdrop, filters: filters)
        surface.damage?.mark(changed)
        var compositor = LayerCompositor(
            source: scratch, region: output, opacity: 1, blendMode: .normal, clip: (edges, backdrop.rule), mask: nil)
        compositor.window = window
        compositor.composite(onto: surface, pool: pool)
    }

    /// Copies what lies behind into `scratch`: at each pixel, the surfaces of the enclosing
    /// layers composited source-over in order, `surface` last. A pixel beyond the root canvas
    /// takes the nearest canvas pixel's value, as the edge of an iPhone's screen continues
    /// under a blur.
    private func gather(into scratch: Surface, behind surface: Surface, filters: FilterPass) {
        let sources = backdropSources + [surface]
        let rect = scratch.rect
        let canvas = self.canvas
        filters.forEachRow(rect.height) { row in
            let y = Swift.min(Swift.max(rect.minY + row, canvas.minY), canvas.maxY - 1)
            let out = scratch.address(x: rect.minX, y: rect.minY + row)
            // Drawn on the canvas itself (the usual case): the row's canvas pixels as they are.
            if sources.count == 1, surface.rect.minX <= canvas.minX, surface.rect.maxX >= canvas.maxX,
                y >= surface.rect.minY, y < surface.rect.maxY
            {
                let first = Swift.max(rect.minX, canvas.minX)
                let last = Swift.min(rect.maxX, canvas.maxX)
                guard first < last else {
                    let edge = UnsafeRawPointer(
                        surface.address(x: rect.minX < canvas.minX ? canvas.minX : canvas.maxX - 1, y: y)
                    )
                    .loadUnaligned(as: UInt32.self)
                    UnsafeMutableRawPointer(out).bindMemory(to: UInt32.self, capacity: rect.width)
                        .update(repeating: edge, count: rect.width)
                    return
                }
                let words = UnsafeMutableRawPointer(out).bindMemory(to: UInt32.self, capacity: rect.width)
                let left = UnsafeRawPointer(surface.address(x: first, y: y)).loadUnaligned(as: UInt32.self)
                let right = UnsafeRawPointer(surface.address(x: last - 1, y: y)).loadUnaligned(as: UInt32.self)
                words.update(repeating: left, count: first - rect.minX)
                (out + (first - rect.minX) * 4).update(from: surface.address(x: first, y: y), count: (last - first) * 4)
                (words + (last - rect.minX)).update(repeating: right, count: rect.maxX - last)
                return
            }
            for i in 0..<rect.width {
                let x = Swift.min(Swift.max(rect.minX + i, canvas.minX), canvas.maxX - 1)
                var value = SIMD4<Float>(repeating: 0)
                for source in sources
                where x >= source.rect.minX && x < source.rect.maxX && y >= source.rect.minY && y < source.rect.maxY {
                    let p = BandPainter.unpack(
                        UnsafeRawPointer(source.address(x: x, y: y)).loadUnaligned(as: UInt32.self))
                    value = p + value * (1 - p.w / 255)
                }
                UnsafeMutableRawPointer(out + i * 4).storeBytes(of: BandPainter.pack(value, bias: 0.5), as: UInt32.self)
            }
        }
    }

    /// Saturates the pixels of `scratch` inside `rect`, draws the tint over them and applies the
    /// multiply colour (premultiplied; the saturation's rows sum to one, so it acts on
    /// premultiplied colours as on unpremultiplied ones).
    private func tint(_ scratch: Surface, within rect: PixelRect, _ backdrop: Backdrop, filters: FilterPass) {
        let s = Float(backdrop.saturation.isFinite ? backdrop.saturation : 1)
        let tint = backdrop.tint.premultipliedComponents * 255
        let keep = 1 - tint.w / 255
        let multiply = backdrop.multiply.premultipliedComponents
        // Rec. 709 luma weights, as SwiftUI's `saturation(_:)`.
        let weights = SIMD3<Float>(0.2126, 0.7152, 0.0722)
        filters.forEachRow(rect.height) { row in
            let y = rect.minY + row
            let pixels = scratch.address(x: rect.minX, y: y)
            for i in 0..<rect.width {
                var p = BandPainter.unpack(UnsafeRawPointer(pixels + i * 4).loadUnaligned(as: UInt32.self))
                let luma = (SIMD3(p.x, p.y, p.z) * weights).sum()
                var rgb = SIMD3(repeating: luma) + (SIMD3(p.x, p.y, p.z) - SIMD3(repeating: luma)) * s
                rgb.clamp(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: p.w))
                p = SIMD4(rgb.x, rgb.y, rgb.z, p.w)
                p = (tint + p * keep) * multiply
                UnsafeMutableRawPointer(pixels + i * 4).storeBytes(of: BandPainter.pack(p, bias: 0.5), as: UInt32.self)
            }
        }
    }
}
