// Seed 001: the neumorphic raised and inset views of the UIKit article, expressed in SwiftUI
// (paired shadows; the inner shadow from an even-odd frame around the view), plus an animation:
// the raised view sinks into the inset state.
import SwiftUI

struct NeumorphicView: View {
    var cornerRadius: CGFloat = 15

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(Color(.secondarySystemBackground))
            .shadow(color: Color(red: 0.87, green: 0.89, blue: 0.93), radius: 2, x: 2, y: 2)
            .shadow(color: .white, radius: 2, x: -2, y: -2)
    }
}

struct NeumorphicInnerView: View {
    var cornerRadius: CGFloat = 15

    func frame(around bounds: CGRect) -> Path {
        let corner = CGSize(width: cornerRadius, height: cornerRadius)
        var path = Path()
        path.addRoundedRect(in: bounds.insetBy(dx: -3, dy: -3), cornerSize: corner)
        path.addRoundedRect(in: bounds, cornerSize: corner)
        return path
    }

    var body: some View {
        GeometryReader { geometry in
            let bounds = CGRect(origin: .zero, size: geometry.size)
            ZStack {
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(Color(.secondarySystemBackground))

                frame(around: bounds)
                    .fill(Color.black, style: FillStyle(eoFill: true))
                    .shadow(color: Color.black.opacity(0.2), radius: 3, x: 5, y: 5)

                frame(around: bounds)
                    .fill(Color.white, style: FillStyle(eoFill: true))
                    .shadow(color: Color.white.opacity(0.9), radius: 3, x: -5, y: -5)
            }
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        }
    }
}

struct NeumorphismScreen: View {
    // Animation (added for Zoetrope): the raised view sinks into the inset state.
    @State private var isPressed = false

    var body: some View {
        ZStack {
            Color(.secondarySystemBackground)
                .ignoresSafeArea()

            VStack(spacing: 60) {
                ZStack {
                    NeumorphicView()
                        .opacity(isPressed ? 0 : 1)
                    NeumorphicInnerView()
                        .opacity(isPressed ? 1 : 0)
                }
                .scaleEffect(isPressed ? 0.97 : 1)
                .frame(width: 200, height: 200)

                NeumorphicInnerView()
                    .frame(width: 200, height: 200)
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.9)) {
                    isPressed = true
                }
            }
        }
    }
}
