// Full-screen benchmark: 160 soft particles rising over a dark radial gradient, each on its own
// path and phase (a Canvas drawn from a TimelineView's date), so the whole screen is redrawn.
// Benchmarks/skia_anchor.py draws the same frames with Skia.
import SwiftUI

struct ParticlesView: View {
    private let start = Date()

    var body: some View {
        TimelineView(.animation) { context in
            Canvas { canvas, size in
                let t = context.date.timeIntervalSince(start)
                canvas.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .radialGradient(
                        Gradient(colors: [Color(red: 0.15, green: 0.1, blue: 0.35), .black]),
                        center: CGPoint(x: size.width / 2, y: size.height * 0.7),
                        startRadius: 0, endRadius: size.height * 0.8))
                for i in 0..<160 {
                    let seed = Double(i)
                    let speed = 40 + (seed * 37).truncatingRemainder(dividingBy: 90)
                    let x0 = (seed * 97.3).truncatingRemainder(dividingBy: size.width)
                    let y = size.height - (seed * 53.1 + t * speed).truncatingRemainder(dividingBy: size.height + 40)
                    let x = x0 + 18 * sin(t * 1.3 + seed)
                    let r = 3 + (seed * 13).truncatingRemainder(dividingBy: 7)
                    let hue = (seed * 0.037).truncatingRemainder(dividingBy: 1)
                    canvas.fill(
                        Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)),
                        with: .color(Color(hue: hue, saturation: 0.6, brightness: 1).opacity(0.8)))
                }
            }
        }
        .ignoresSafeArea()
    }
}
