// Full-screen benchmark: two large blurred orbs drifting over white, a common "mesh-like"
// background. Every frame moves both blurs across most of the screen. Benchmarks/skia_anchor.py
// draws the same frames with Skia.
import SwiftUI

struct BlurredOrbsView: View {
    @State private var drift = false

    var body: some View {
        ZStack {
            Color.white
            Circle()
                .fill(Color.pink)
                .frame(width: 390, height: 390)
                .blur(radius: 60)
                .offset(x: drift ? 120 : -120, y: drift ? -220 : 160)
            Circle()
                .fill(Color.blue)
                .frame(width: 390, height: 390)
                .blur(radius: 60)
                .offset(x: drift ? -130 : 110, y: drift ? 240 : -180)
        }
        .ignoresSafeArea()
        .onAppear {
            withAnimation(.easeInOut(duration: 4)) { drift = true }
        }
    }
}
