// Inputs, indicators and content views as iOS 17 draws them at rest (issue 33), beside
// controls-gallery.swift: light for two seconds, then dark. Render it with
//   zoetrope frame scenes/inputs-gallery.swift --time 0 -o inputs.png
import SwiftUI

struct InputsGallery: View {
    @State private var name = ""
    @State private var password = "secret"
    @State private var notes = "Pick up the prints at six."
    @State private var volume = 0.6
    @State private var copies = 3
    @State private var alarms = true
    @State private var advanced = true
    @State private var dark = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            TextEditor(text: $notes)
                .frame(height: 64)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(.separator)))
            Toggle("Alarms", isOn: $alarms)
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            ProgressView(value: 0.4) {
                Text("Uploading")
            }
            HStack(spacing: 24) {
                ProgressView()
                Label("Favorites", systemImage: "star")
                Label("Inbox", systemImage: "tray")
                    .labelStyle(.iconOnly)
                Label("Archive", systemImage: "archivebox")
                    .labelStyle(.titleOnly)
            }
            DisclosureGroup("Advanced", isExpanded: $advanced) {
                Text("Uploads wait for Wi-Fi.")
                    .foregroundStyle(.secondary)
            }
            HStack {
                Link("Support", destination: URL(string: "https://example.com/support")!)
                Spacer()
                ShareLink(item: URL(string: "https://example.com")!)
            }
            AsyncImage(url: URL(string: "https://example.com/photo.jpg"))
                .frame(height: 110)
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
        .preferredColorScheme(dark ? .dark : .light)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dark = true }
        }
    }
}

#Preview {
    InputsGallery()
}
