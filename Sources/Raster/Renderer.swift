import Dispatch
import Synchronization

/// Rasterizes display lists into pixel buffers, splitting the canvas into fixed bands that
/// run in parallel; the result does not depend on the thread count.
public struct Renderer: Sendable {
    public var threads: Int

    /// Rows per band. Fixed (not derived from the thread count) so that every band, and hence
    /// every pixel, is computed the same way however many threads run.
    static let bandHeight = 32

    /// `threads`: how many bands may render at once (at least 1).
    public init(threads: Int) { self.threads = max(1, threads) }

    /// Draws `list` back to front over `background` on a `width`×`height` canvas (device
    /// pixels) and returns the premultiplied RGBA result. Uses at most `threads` workers.
    public func render(_ list: DisplayList, width: Int, height: Int, background: Color = .clear) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, fill: background)
        let w = buffer.width
        let h = buffer.height
        guard w > 0, h > 0, !list.commands.isEmpty else { return buffer }

        let commands = prepare(list.commands, width: w, height: h)
        guard !commands.isEmpty else { return buffer }
        let bandCount = (h + Renderer.bandHeight - 1) / Renderer.bandHeight
        let workers = min(threads, bandCount)

        buffer.bytes.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            let canvas = BandPainter.Canvas(pixels: base, width: w, height: h)
            if workers == 1 {
                let painter = BandPainter(canvas: canvas, commands: commands)
                for band in 0..<bandCount { painter.render(band: band) }
                return
            }
            // Workers take the next unrendered band; each band writes only its own rows.
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                let painter = BandPainter(canvas: canvas, commands: commands)
                while true {
                    let band = next.add(1, ordering: .relaxed).oldValue
                    guard band < bandCount else { break }
                    painter.render(band: band)
                }
            }
        }
        return buffer
    }

    /// Flattens and prepares every command, in parallel, keeping their order.
    private func prepare(_ commands: [DrawCommand], width: Int, height: Int) -> [PreparedCommand] {
        if threads == 1 || commands.count == 1 {
            return commands.compactMap { PreparedCommand($0, width: width, height: height) }
        }
        var prepared = [PreparedCommand?](repeating: nil, count: commands.count)
        prepared.withUnsafeMutableBufferPointer { slots in
            guard let slots = slots.baseAddress else { return }
            let output = UncheckedSendable(slots)
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: min(threads, commands.count)) { _ in
                while true {
                    let i = next.add(1, ordering: .relaxed).oldValue
                    guard i < commands.count else { break }
                    output.value[i] = PreparedCommand(commands[i], width: width, height: height)
                }
            }
        }
        return prepared.compactMap { $0 }
    }
}
