import SwiftUI

struct EndlessLoopOnAppear: View {
    @State private var x = 0.0

    var body: some View {
        Circle()
            .offset(x: x)
            .onAppear {
                while true {}
            }
    }
}
