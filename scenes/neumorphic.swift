// Seed 000: the neumorphic SmartLair UI (accessory card, raised and pressed tab-bar buttons,
// grooved progress bar), plus an animation: the power bar fills with a spring while a tab button
// presses in.
import SwiftUI

// Stand-ins for the tutorial's Extensions folder (not shown in the article).
extension UIColor {
    static let lairBackgroundGray = UIColor(red: 227 / 255, green: 230 / 255, blue: 236 / 255, alpha: 1)
    static let lairDarkGray = UIColor(red: 76 / 255, green: 81 / 255, blue: 94 / 255, alpha: 1)
    static let lairLightGray = UIColor(red: 196 / 255, green: 202 / 255, blue: 214 / 255, alpha: 1)
    static let lairShadowGray = UIColor(red: 163 / 255, green: 177 / 255, blue: 198 / 255, alpha: 1)
}

extension Color {
    static let lairBackgroundGray = Color(UIColor.lairBackgroundGray)
    static let lairDarkGray = Color(UIColor.lairDarkGray)
    static let lairLightGray = Color(UIColor.lairLightGray)
    static let lairShadowGray = Color(UIColor.lairShadowGray)
}

extension LinearGradient {
    static let lairHorizontalDark = LinearGradient(
        gradient: Gradient(colors: [.lairLightGray, .lairDarkGray]),
        startPoint: .leading, endPoint: .trailing)
    static let lairHorizontalDarkReverse = LinearGradient(
        gradient: Gradient(colors: [.lairDarkGray, .lairLightGray]),
        startPoint: .leading, endPoint: .trailing)
    static let lairHorizontalDarkToLight = LinearGradient(
        gradient: Gradient(stops: [
            .init(color: .lairShadowGray, location: 0),
            .init(color: Color.white.opacity(0), location: 0.5),
            .init(color: .white, location: 1),
        ]),
        startPoint: .top, endPoint: .bottom)
    static let lairHorizontalLight = LinearGradient(
        gradient: Gradient(colors: [.white, .lairLightGray]),
        startPoint: .leading, endPoint: .trailing)
    static let lairVerticalLightToDark = LinearGradient(
        gradient: Gradient(colors: [.white, .lairShadowGray]),
        startPoint: .top, endPoint: .bottom)
    static let lairDiagonalDarkBorder = LinearGradient(
        gradient: Gradient(colors: [.white, .lairShadowGray]),
        startPoint: UnitPoint(x: -0.2, y: 0.5), endPoint: .bottomTrailing)
    static let lairDiagonalLightBorder = LinearGradient(
        gradient: Gradient(colors: [.white, .lairBackgroundGray]),
        startPoint: .topLeading, endPoint: .bottomTrailing)
}

// ViewExtension.swift
import SwiftUI

extension View {
  // 1
  func inverseMask<Mask>(_ mask: Mask) -> some View where Mask: View {
    // 2
    self.mask(mask
      // 3
      .foregroundColor(.black)
      // 4
      .background(Color.white)
      // 5
      .compositingGroup()
      // 6
      .luminanceToAlpha()
    )
  }
}

enum SmartView {
    case lair, controlRoom, dungeon, security
}

struct AccessoryView: View {
  let title: String
  let image: Image

  var body: some View {
    VStack {
      LinearGradient.lairHorizontalDark
        .mask(image.resizable().scaledToFit())
        .frame(width: 150, height: 236)
        .padding(40)
        .font(.system(size: 150, weight: .thin))
        .shadow(color: .white, radius: 2, x: -3, y: -3)
        .shadow(color: .lairShadowGray, radius: 2, x: 3, y: 3)

      HStack {
        Text(title)
          .foregroundColor(.lairDarkGray)
          .bold()
          .padding(.leading)
          .padding(.bottom)
        Spacer()
      }
    }
    .overlay(
      RoundedRectangle(cornerRadius: 15)
        .stroke(LinearGradient.lairDiagonalDarkBorder, lineWidth: 2)
    )
    .background(Color.lairBackgroundGray)
    .cornerRadius(15)
    .shadow(
      color: Color(white: 1.0).opacity(0.9),
      radius: 18,
      x: -18,
      y: -18)
    .shadow(
      color: Color.lairShadowGray.opacity(0.5),
      radius: 14,
      x: 14,
      y: 14)
  }
}

struct TabBarItemView: View {
  @Binding var selectedItem: SmartView
  let smartView: SmartView
  let icon: String

  let size: CGFloat = 32

  func isSelected() -> Bool {
    return selectedItem == smartView
  }

  var body: some View {
    Button(action: {
      self.selectedItem = self.smartView
    }) {
      // This is the new stuff!
      if isSelected() {
        buttonDown
      } else {
        buttonUp
      }
    }
  }

  var buttonUp: some View {
    // 1
    var buttonMask: some View {
      // 2
      ZStack {
        // 3
        Rectangle()
          .foregroundColor(.white)
          .frame(width: size * 2, height: size * 2)
        // 4
        Image(systemName: self.icon)
          .resizable()
          .scaledToFit()
          .frame(width: size, height: size)
      }
    }

    // 1
    var button: some View {
      // 2
      ZStack {
        LinearGradient.lairHorizontalDarkReverse
          .frame(width: size, height: size)
        // 3
        Rectangle()
          .inverseMask(buttonMask)
          .frame(width: size * 2, height: size * 2)
          .foregroundColor(.lairBackgroundGray)
          .shadow(color: .lairShadowGray, radius: 3, x: 3, y: 3)
          .shadow(color: .white, radius: 3, x: -3, y: -3)
          .clipShape(RoundedRectangle(cornerRadius: size * 8 / 16))
      }
      .compositingGroup()
      .shadow(
        color: Color.white.opacity(0.9),
        radius: 10,
        x: -5,
        y: -5)
      .shadow(
        color: Color.lairShadowGray.opacity(0.5),
        radius: 10,
        x: 5,
        y: 5)
    }

    // 4
    return button
  }

  var buttonDown: some View {
    ZStack {
      Rectangle()
        .foregroundColor(.lairBackgroundGray)
        .frame(width: size * 2.25, height: size * 2.25)
        .cornerRadius(size * 8 / 16)

      Rectangle()
        .foregroundColor(.lairBackgroundGray)
        .frame(width: size * 2.25, height: size * 2.25)
        .cornerRadius(size * 8 / 16)
        .inverseMask(Rectangle()
          .cornerRadius(size * 6 / 16)
          .padding(size / 8)
        )
        .shadow(
          color: Color.lairShadowGray.opacity(0.7),
          radius: size * 0.1875,
          x: size * 0.1875,
          y: size * 0.1875)
        .shadow(
          color: Color(white: 1.0).opacity(0.9),
          radius: size * 0.1875,
          x: -size * 0.1875,
          y: -size * 0.1875)
        .clipShape(RoundedRectangle(cornerRadius: size * 8 / 16))

      LinearGradient.lairHorizontalDarkReverse
        .frame(width: size, height: size)
        .mask(Image(systemName: self.icon)
          .resizable()
          .scaledToFit()
        )
        .shadow(
          color: Color.lairShadowGray.opacity(0.5),
          radius: size * 0.1875,
          x: size * 0.1875,
          y: size * 0.1875)
        .shadow(
          color: Color(white: 1.0).opacity(0.9),
          radius: size * 0.1875,
          x: -size * 0.1875,
          y: -size * 0.1875)
    }
    .overlay(
      RoundedRectangle(cornerRadius: size * 8 / 16)
        .stroke(LinearGradient.lairDiagonalLightBorder, lineWidth: 2)
      )
  }
}

struct TabBarItemView_Previews: PreviewProvider {
  static var previews: some View {
    TabBarItemView(
      selectedItem: .constant(SmartView.lair),
      smartView: .lair,
      icon: "pencil.tip")
  }
}

struct ProgressBarView: View {
  let title: String
  let percent: Double

  var body: some View {
    VStack {
      HStack {
        Text(self.title)
          .foregroundColor(.lairDarkGray)
          .bold()
        Spacer()
        Text("\(Int(self.percent * 100))%")
          .foregroundColor(.lairDarkGray)
          .bold()
      }

      GeometryReader { geometry in
        ZStack(alignment: .leading) {
          ZStack {
            Capsule()
              .frame(height: 14)
              .foregroundColor(.lairBackgroundGray)

            LinearGradient.lairHorizontalDarkToLight
              .frame(height: 14)
              .mask(Capsule())
              .opacity(0.7)
          }

          // 1
          ZStack {
            // 2
            LinearGradient.lairHorizontalLight
              // 3
              .frame(
                width: (geometry.size.width - 32) * CGFloat(self.percent),
                height: 10)
              // 4
              .mask(
                Capsule()
                  .padding(.horizontal, 2)
              )

            LinearGradient.lairVerticalLightToDark
              .frame(
                width: (geometry.size.width - 32) * CGFloat(self.percent),
                height: 10)
              .mask(
                Capsule()
                  .padding(.horizontal, 2)
              )
              .opacity(0.7)
          }
          .shadow(
            color: Color.lairShadowGray.opacity(0.5),
            radius: 2,
            x: 0,
            y: 1)
        }
    .clipShape(Capsule())
      }
      .frame(height: 14)
    }
    .padding(.horizontal, 16)
  }
}

// The screen that shows the article's elements together (the tutorial's LairView and
// ContentView need parts of the project the article does not print).
struct SmartLairView: View {
  // Animation (added for Zoetrope): the power bar fills to 80 % with a spring while the
  // second tab button presses in.
  @State private var percent = 0.0
  @State private var selected: SmartView = .lair

  var profileView: some View {
    LinearGradient.lairHorizontalDark
      .frame(width: 22, height: 22)
      .mask(
        Image(systemName: "person.crop.circle")
          .resizable()
          .scaledToFit()
      )
    .padding()
  }

  var body: some View {
    ZStack {
      Color.lairBackgroundGray.edgesIgnoringSafeArea(.all)

      VStack(spacing: 40) {
        HStack {
          Text("Lair")
            .font(.largeTitle)
            .bold()
            .foregroundColor(.lairDarkGray)
          Spacer()
          profileView
        }
        .padding(.horizontal)

        AccessoryView(title: "Control Room Lights", image: Image(systemName: "lightbulb"))
          .padding(.top, 32)
          .padding(.bottom, 38)

        ProgressBarView(title: "Lair Power", percent: percent)

        HStack(spacing: 24) {
          TabBarItemView(selectedItem: .constant(selected), smartView: .lair, icon: "pencil.tip")
          TabBarItemView(selectedItem: .constant(selected), smartView: .controlRoom, icon: "lightbulb")
          TabBarItemView(selectedItem: .constant(selected), smartView: .dungeon, icon: "lock")
        }
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
        withAnimation(.spring(response: 0.9, dampingFraction: 0.65)) {
          percent = 0.8
        }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
        withAnimation(.easeInOut(duration: 0.4)) {
          selected = .controlRoom
        }
      }
    }
  }
}

#Preview {
  SmartLairView()
}
