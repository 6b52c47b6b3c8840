// expect: renders
// expect-warning: 6:8: warning: 'Toggle2' needs arguments: it is shown as Toggle2(isOn: .constant(false), title: "", onChange: { _ in }) (add a '#Preview { … }' to choose them)
import SwiftUI

// A view made to be shown inside another, with no preview: built with obvious values.
struct Toggle2: View {
    @Binding var isOn: Bool
    let title: String
    var onChange: (Bool) -> Void
    @State private var pressed = false
    var body: some View {
        Text(title).foregroundColor(isOn ? .green : .red)
    }
}
