// Presentations as iOS 17 draws them on an iPhone: a library list presents a sheet at 0.5 s
// (it slides up with a spring, the list is pushed back behind it), and at 2.5 s the sheet's form
// asks for confirmation with an alert (it fades in from 1.1 times its size over the dimmed sheet).
import SwiftUI

struct PresentationsScene: View {
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var name = "Road Trip"

    var body: some View {
        NavigationStack {
            List {
                Section("Playlists") {
                    Label("Favourites", systemImage: "heart.fill")
                    Label("Recently Added", systemImage: "clock")
                    Label("Summer Mix", systemImage: "sun.max.fill")
                }
                Section("Albums") {
                    Text("Blue Hour")
                    Text("Northern Lights")
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New") { showsSheet = true }
                }
            }
        }
        .sheet(isPresented: $showsSheet) {
            NavigationStack {
                Form {
                    Section("Details") {
                        TextField("Name", text: $name)
                        Toggle("Shared", isOn: .constant(true))
                    }
                    Section {
                        Button("Delete Playlist", role: .destructive) { showsAlert = true }
                    }
                }
                .navigationTitle("New Playlist")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
            }
            .alert("Delete “\(name)”?", isPresented: $showsAlert) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("Its songs stay in your library.")
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.spring(duration: 0.5)) { showsSheet = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
                withAnimation(.easeOut(duration: 0.25)) { showsAlert = true }
            }
        }
    }
}

#Preview {
    PresentationsScene()
}
