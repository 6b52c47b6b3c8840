// A settings screen as iOS 17 draws it: a navigation stack with a large title over an inset
// grouped list — a profile row, settings with coloured icons, toggles, navigation links with
// values and trailing values, a section with a footer and a destructive button. At 1 s a switch
// turns on; at 2 s the screen turns dark.
import SwiftUI

enum Route: Hashable {
    case profile, wifi, bluetooth, notifications, privacy
}

struct SettingRow: View {
    let title: String
    let symbol: String
    let color: Color
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let value {
                Text(value).foregroundStyle(.secondary)
            }
        }
    }
}

struct SettingsView: View {
    @State private var airplaneMode = false
    @State private var lowPower = true
    @State private var dark = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink(value: Route.profile) {
                        HStack(spacing: 14) {
                            Circle()
                                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                                .frame(width: 58, height: 58)
                                .overlay(Text("AK").font(.title2.weight(.semibold)).foregroundStyle(.white))
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Alex Kim").font(.title3)
                                Text("Apple Account, iCloud and more")
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }

                Section {
                    Toggle(isOn: $airplaneMode) {
                        SettingRow(title: "Airplane Mode", symbol: "airplane", color: .orange)
                    }
                    NavigationLink(value: Route.wifi) {
                        SettingRow(title: "Wi-Fi", symbol: "wifi", color: .blue, value: "Home")
                    }
                    NavigationLink(value: Route.bluetooth) {
                        SettingRow(title: "Bluetooth", symbol: "bolt.fill", color: .blue, value: "On")
                    }
                }

                Section {
                    NavigationLink("Notifications", value: Route.notifications)
                    NavigationLink("Privacy & Security", value: Route.privacy)
                    Toggle("Low Power Mode", isOn: $lowPower)
                } header: {
                    Text("General")
                } footer: {
                    Text("Low Power Mode temporarily reduces background activity until you can fully charge your iPhone.")
                }

                Section("About") {
                    LabeledContent("Version", value: "17.2")
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .navigationDestination(for: Route.self) { route in
                Text("\(String(describing: route))")
            }
        }
        .preferredColorScheme(dark ? .dark : .light)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation { airplaneMode = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                dark = true
            }
        }
    }
}

#Preview {
    SettingsView()
}
