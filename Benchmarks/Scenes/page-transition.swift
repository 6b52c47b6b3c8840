// Full-screen benchmark: one full-screen page slides away as the next slides in (a push between
// two gradient-backed pages with a card each), so every pixel changes in every frame.
// Benchmarks/skia_anchor.py draws the same frames with Skia.
import SwiftUI

struct BenchPage: View {
    let title: String
    let top: Color
    let bottom: Color

    var body: some View {
        ZStack {
            LinearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 28)
                    .fill(.white.opacity(0.85))
                    .frame(width: 320, height: 200)
                    .shadow(color: .black.opacity(0.2), radius: 12, y: 6)
                Text(title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
            }
        }
        .ignoresSafeArea()
    }
}

struct PageTransitionView: View {
    @State private var second = false

    var body: some View {
        // The push written as offsets: a ZStack whose if/else branches carry .move transitions
        // draws the outgoing page's gradient fading in place (a bug reported with this scene).
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack {
                BenchPage(title: "First", top: .orange, bottom: .pink)
                    .offset(x: second ? -width : 0)
                BenchPage(title: "Second", top: .indigo, bottom: .mint)
                    .offset(x: second ? 0 : width)
            }
        }
        .ignoresSafeArea()
        .onAppear {
            withAnimation(.easeInOut(duration: 2)) { second = true }
        }
    }
}
