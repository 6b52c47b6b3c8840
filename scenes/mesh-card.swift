// A MeshGradient (iOS 18) whose inner points drift, under a card in .ultraThinMaterial: the
// card blurs and tints the moving colours behind it. Light for two seconds, then dark.
import SwiftUI

struct MeshCardView: View {
    @State private var drift = false
    @State private var dark = false

    var body: some View {
        ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], drift ? [0.75, 0.35] : [0.25, 0.65], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint,
                ]
            )
            .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 12) {
                Label("Now Playing", systemImage: "music.note")
                    .font(.headline)
                Text("Mesh & Material")
                    .font(.largeTitle.bold())
                Text("An ultra-thin card over colours that drift behind it.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 28, style: .continuous))
            .padding(24)
        }
        .preferredColorScheme(dark ? .dark : .light)
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) { drift = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dark = true }
        }
    }
}

#Preview {
    MeshCardView()
}
