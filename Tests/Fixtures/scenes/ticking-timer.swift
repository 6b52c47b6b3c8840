// A repeating timer that moves a red square 20 points to the right every second, beside a blue
// square that turns once every 12 s for ever (CLITimerTests): time runs as long as the video.
import SwiftUI

struct TickingTimer: View {
    @State private var ticks = 0
    @State private var turned = false

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.blue).frame(width: 40, height: 40).rotationEffect(.degrees(turned ? 360 : 0))
            ZStack(alignment: .topLeading) {
                Color.white
                Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: CGFloat(ticks) * 20)
            }
            .frame(width: 300, height: 20)
        }
        .onAppear {
            withAnimation(.linear(duration: 12).repeatForever(autoreverses: false)) { turned = true }
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
        }
    }
}
