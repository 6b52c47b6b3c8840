import SwiftUI

// A trap in the scene's own code: the array has three colours.
struct IndexOutOfRange: View {
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        colors[3]
            .frame(width: 100, height: 100)
    }
}
