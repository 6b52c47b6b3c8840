// Full-screen benchmark: a splash background whose every pixel changes each frame. A diagonal
// LinearGradient fills the screen while its hue turns a full circle and its saturation breathes,
// with a title on top. Benchmarks/skia_anchor.py draws the same frames with Skia.
import SwiftUI

struct GradientHueView: View {
    @State private var turned = false

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [.purple, .blue, .teal, .orange],
                startPoint: .topLeading, endPoint: .bottomTrailing
            )
            .hueRotation(.degrees(turned ? 360 : 0))
            .saturation(turned ? 0.6 : 1.2)
            .ignoresSafeArea()
            Text("Aurora")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
        }
        .onAppear {
            withAnimation(.linear(duration: 4)) { turned = true }
        }
    }
}
