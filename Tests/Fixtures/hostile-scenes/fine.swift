import SwiftUI

struct Fine: View {
    @State private var x = 0.0

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 40, height: 40)
            .offset(x: x)
            .onAppear {
                withAnimation(.linear(duration: 1)) { x = 50 }
            }
    }
}
