// An onboarding flow as an app's first launch shows it: three pages in a paged TabView with its
// page dots, a "Skip" button in the navigation bar and a "Continue" button kept above the home
// indicator by a bottom safeAreaInset. The first page's symbol springs in, then its text fades
// up.
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
    let tint: Color
}

struct OnboardingPagesView: View {
    @State private var page = 0
    @State private var shown = false

    private let pages = [
        OnboardingPage(
            id: 0, symbol: "sparkles", title: "Welcome to Trailhead",
            detail: "Plan hikes, track your pace and share the best views with friends.", tint: .orange),
        OnboardingPage(
            id: 1, symbol: "map.fill", title: "Offline maps",
            detail: "Download a region once and find your way without a signal.", tint: .green),
        OnboardingPage(
            id: 2, symbol: "bell.badge.fill", title: "Stay in the loop",
            detail: "Get a nudge when a friend starts a trail near you.", tint: .blue),
    ]

    var body: some View {
        NavigationStack {
            TabView(selection: $page) {
                ForEach(pages) { item in
                    VStack(spacing: 24) {
                        Image(systemName: item.symbol)
                            .font(.system(size: 72, weight: .semibold))
                            .foregroundStyle(.white)
                            .frame(width: 150, height: 150)
                            .background(item.tint.gradient, in: RoundedRectangle(cornerRadius: 36))
                            .scaleEffect(shown ? 1 : 0.6)
                            .opacity(shown ? 1 : 0)
                        VStack(spacing: 12) {
                            Text(item.title)
                                .font(.title.bold())
                            Text(item.detail)
                                .font(.body)
                                .foregroundStyle(.secondary)
                                .multilineTextAlignment(.center)
                        }
                        .padding(.horizontal, 32)
                        .opacity(shown ? 1 : 0)
                        .offset(y: shown ? 0 : 16)
                    }
                    .tag(item.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Skip") {}
                }
            }
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                Button {
                    page += 1
                } label: {
                    Text("Continue")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 16)
                        .foregroundStyle(.white)
                        .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                }
                .padding(.horizontal, 24)
                .padding(.bottom, 8)
            }
        }
        .onAppear {
            withAnimation(.spring(duration: 0.8, bounce: 0.3).delay(0.3)) { shown = true }
        }
    }
}

#Preview {
    OnboardingPagesView()
}
