// Pickers, menus and indicators as iOS 17 draws them at rest (issue 33): light for two
// seconds, then dark. Render it with
//   zoetrope frame scenes/controls-gallery.swift --time 0 -o controls.png
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct ControlsGallery: View {
    @State private var flavor = Flavor.chocolate
    @State private var size = 1
    @State private var date = Date()
    @State private var color = Color.orange
    @State private var dark = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Menu("Options") {
                    Button("Duplicate") {}
                    Button("Delete", role: .destructive) {}
                }
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                }
            }
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            DatePicker("Departure", selection: $date)
            ColorPicker("Tint", selection: $color)
            HStack {
                VStack(spacing: 10) {
                    Gauge(value: 0.7) { Text("Speed") } currentValueLabel: { Text("70") }
                        .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.3) { Text("Temp") } currentValueLabel: { Text("18°") }
                        .gaugeStyle(.accessoryCircular)
                }
                ContentUnavailableView.search
            }
            GroupBox("Storage") {
                Gauge(value: 0.62) {
                    Text("Used")
                } currentValueLabel: {
                    Text("62 %")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
            }
            DatePicker("Day", selection: $date, displayedComponents: .date)
                .datePickerStyle(.graphical)
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
    ControlsGallery()
}
