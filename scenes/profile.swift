// Seed 004: the Twitter-like profile (MainTabView + ProfileView), with the profile as the first
// tab's content, plus an animation: the header slides down, then the details fade in line by line.
import SwiftUI

struct MainTabView: View {
    @State private var selectedIndex = 0
    var body: some View {
        TabView(selection: $selectedIndex) {
            FeedView()
                .onTapGesture {
                    self.selectedIndex = 0
                }
                .tabItem {
                    Image(systemName: "house")
                }.tag(0)

            ExploreView()
                .onTapGesture {
                    self.selectedIndex = 1
                }
                .tabItem {
                    Image(systemName: "magnifyingglass")
                }.tag(1)

            NotificationView()
                .onTapGesture {
                    self.selectedIndex = 2
                }
                .tabItem {
                    Image(systemName: "bell")
                }.tag(2)

            MessageView()
                .onTapGesture {
                    self.selectedIndex = 3
                }
                .tabItem {
                    Image(systemName: "envelope")
                }.tag(3)
        }
    }
}

extension ProfileView {
    var headerView: some View  {
        ZStack(alignment: .bottomLeading) {
            Color(.systemBlue)
                .ignoresSafeArea()

            VStack {
                Button {

                } label: {
                    Image(systemName: "arrow.left")
                        .resizable()
                        .frame(width: 20, height: 16)
                        .foregroundColor(.white)
                        .offset(x: 16, y: 12)
                }

                Circle()
                    .frame(width: 72, height: 72)
                .offset(x: 16, y: 24)
            }
        }
        .frame(height: 96)
    }

    var actionButtons: some View {
        HStack(spacing: 12) {
            Spacer()

            Image(systemName: "bell.badge")
                .font(.title3)
                .padding(6)
                .overlay {
                    Circle()
                        .stroke(Color.gray, lineWidth: 0.75)
                }

            Button {

            } label: {
                Text("Edit Profile")
                    .font(.subheadline).bold()
                    .frame(width: 120, height: 32)
                    .overlay {
                        RoundedRectangle(cornerRadius: 20)
                            .stroke(Color.gray, lineWidth: 0.75)
                    }
            }
        }
        .padding(.trailing)
    }

    var userInfoDetails: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Archimedes")
                    .font(.title2).bold()

                Image(systemName: "checkmark.seal.fill")
                    .foregroundColor(Color(.systemBlue))
            }
            .opacity(shownLines > 0 ? 1 : 0)

            Text("@mathematician")
                .font(.subheadline)
                .foregroundColor(.gray)
                .opacity(shownLines > 1 ? 1 : 0)

            Text("Eureka!")
                .font(.subheadline)
                .padding(.vertical)
                .opacity(shownLines > 2 ? 1 : 0)

            HStack(spacing: 24) {
                HStack {
                    Image(systemName: "mappin.and.ellipse")

                    Text("Syracuse, Italia")
                }

                HStack {
                    Image(systemName: "link")

                    Text("www.chillog.page")
                }
            }
            .font(.caption)
            .foregroundColor(.gray)
            .opacity(shownLines > 3 ? 1 : 0)

            HStack(spacing: 24) {
                HStack(spacing: 4) {
                    Text("777")
                        .font(.subheadline)
                        .fontWeight(.bold)

                    Text("Following")
                        .font(.caption)
                        .foregroundColor(.gray)
                }

                HStack(spacing: 4) {
                    Text("9M")
                        .font(.subheadline)
                        .fontWeight(.bold)

                    Text("Followers")
                        .font(.caption)
                        .foregroundColor(.gray)
                }
            }
            .padding(.vertical
            )
            .opacity(shownLines > 4 ? 1 : 0)
        }
        .padding(.horizontal)
    }
}

struct ProfileView: View {
    // Animation (added for Zoetrope): the header slides down, then the details fade in one line
    // after another.
    @State private var headerShown = false
    @State private var shownLines = 0

    var body: some View {
        VStack(alignment: .leading) {
            headerView
                .offset(y: headerShown ? 0 : -130)

            actionButtons

            userInfoDetails

            Spacer()
        }
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
                headerShown = true
            }
            for line in 1...5 {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4 + Double(line) * 0.2) {
                    withAnimation(.easeOut(duration: 0.35)) {
                        shownLines = line
                    }
                }
            }
        }
    }
}

// Stand-ins for the tab screens of the series' other articles.
struct FeedView: View {
    var body: some View {
        ProfileView()
    }
}

struct ExploreView: View {
    var body: some View {
        Text("Explore")
    }
}

struct NotificationView: View {
    var body: some View {
        Text("Notifications")
    }
}

struct MessageView: View {
    var body: some View {
        Text("Messages")
    }
}
