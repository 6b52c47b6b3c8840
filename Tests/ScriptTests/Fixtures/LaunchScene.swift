/// Scene files used by the tests, inline so the test target needs no resources.
enum Fixtures {
    /// Seed 002's launch page, as a user writes it.
    static let launch = #"""
        import SwiftUI

        struct LaunchView: View {
            @State private var isCentered: Bool = true
            @State private var isMaintitled: Bool = false
            @State private var isSubtitled: Bool = false
            @State private var isRoundGradient: Bool = false

            private let mainWidth = UIScreen.main.bounds.width * 0.73
            private let contentOffset: CGFloat = 18
            private let contentLine: CGFloat = 10      // content line width

            private var contentWidth: CGFloat {
                (self.mainWidth - 4.0 * self.contentOffset) / 3.0
            }

            var body: some View {
                ZStack {
                    Image("brown2")
                        .resizable()
                    Text("Devyan")
                        .font(.system(size: 35))
                        .bold()
                        .offset(y: (mainWidth)*0.73)
                        .foregroundColor(.white)
                        .colorMultiply(isMaintitled ? .white : .clear)
                    Text("Welcome To My Blog")
                        .bold()
                        .offset(y: mainWidth * 0.89)
                        .foregroundColor(.white)
                        .colorMultiply(isSubtitled ? .white : .clear)
                    RoundedRectangle(cornerRadius: 12.0)
                        .trim(from: isRoundGradient ? 0 : 1, to: isRoundGradient ? 1 : 0)
                        .stroke(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center), style: StrokeStyle(lineWidth: contentLine, lineCap: .round))
                        .frame(width: mainWidth, height: mainWidth)
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(Color.yellow, lineWidth: contentLine)
                        .frame(width: contentWidth, height: contentWidth)
                    Circle()
                        .stroke(Color.green, lineWidth: contentLine)
                        .frame(width: contentWidth, height: contentWidth)
                        .offset(x: isCentered ? 0 : -(contentOffset + contentWidth))
                    Circle()
                        .stroke(Color.red, lineWidth: contentLine)
                        .frame(width: contentWidth, height: contentWidth)
                        .offset(x: isCentered ? 0 : (contentOffset + contentWidth))
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.easeInOut(duration: 1.0)) { isCentered = false }
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                        withAnimation(.easeInOut(duration: 1.5)) { isRoundGradient = true }
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) {
                        withAnimation(.easeIn(duration: 0.8)) { isMaintitled = true }
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3.6) {
                        withAnimation(.easeIn(duration: 0.8)) { isSubtitled = true }
                    }
                }
            }
        }
        """#
}
