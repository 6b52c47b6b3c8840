// Every drawing and text feature in one frame (issue 3): render it with
//   zoetrope frame scenes/gallery.swift --time 0 -o gallery.png
import SwiftUI

extension View {
    /// A gallery cell: the view in an 80×62 box above its caption.
    func cell(_ title: String) -> some View {
        VStack(spacing: 4) {
            self
                .frame(width: 80, height: 62)
            Text(title)
                .font(.caption2)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .frame(width: 88, height: 82)
    }
}

struct GalleryView: View {
    let rainbow = Gradient(colors: [.red, .orange, .yellow, .green, .blue, .purple])

    /// A five-pointed star drawn in one stroke: its centre is covered twice.
    var star: Path {
        Path { path in
            let c = CGPoint(x: 31, y: 31)
            for i in 0..<5 {
                let a = Double(i) * 4.0 * Double.pi / 5.0 - Double.pi / 2.0
                let p = CGPoint(x: c.x + 28 * cos(a), y: c.y + 28 * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
    }

    var body: some View {
        ZStack {
            Color(white: 0.96)
            VStack(spacing: 6) {
                Text("Zoetrope gallery")
                    .font(.title2)
                    .bold()
                HStack(spacing: 6) {
                    star.fill(Color.blue)
                        .cell("non-zero")
                    star.fill(Color.blue, style: FillStyle(eoFill: true))
                        .cell("even-odd")
                    VStack(spacing: 9) {
                        Capsule().fill(Color.clear).frame(width: 1, height: 1)
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .butt))
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .square))
                    }
                        .cell("caps")
                    HStack(spacing: 4) {
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .miter))
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .round))
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .bevel))
                    }
                        .cell("joins")
                }
                HStack(spacing: 6) {
                    Circle()
                        .stroke(Color.teal, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [8, 6], dashPhase: 3))
                        .cell("dashes")
                    RoundedRectangle(cornerRadius: 14)
                        .strokeBorder(Color.orange, lineWidth: 8)
                        .cell("strokeBorder")
                    Circle()
                        .trim(from: 0.1, to: 0.75)
                        .stroke(Color.pink, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .cell("trim")
                    ZStack {
                        RoundedRectangle(cornerRadius: 22, style: .continuous).fill(Color.mint)
                        RoundedRectangle(cornerRadius: 22).stroke(Color.black, lineWidth: 1)
                    }
                        .cell("continuous")
                }
                HStack(spacing: 6) {
                    Rectangle()
                        .fill(LinearGradient(gradient: Gradient(stops: [
                            .init(color: .blue, location: 0), .init(color: .white, location: 0.3),
                            .init(color: .red, location: 1)]), startPoint: .leading, endPoint: .trailing))
                        .cell("linear")
                    Circle()
                        .fill(RadialGradient(gradient: rainbow, center: .center, startRadius: 2, endRadius: 31))
                        .cell("radial")
                    Circle()
                        .fill(AngularGradient(gradient: rainbow, center: .center))
                        .cell("angular")
                    Rectangle()
                        .fill(EllipticalGradient(gradient: rainbow, center: .center))
                        .cell("elliptical")
                }
                HStack(spacing: 6) {
                    Image("brown2").resizable().aspectRatio(contentMode: .fit)
                        .cell("image fit")
                    Image("brown2").resizable().scaledToFill().frame(width: 80, height: 62).clipped()
                        .cell("image fill")
                    ZStack {
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12)
                    }.opacity(0.5)
                        .cell("opacity")
                    ZStack {
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12)
                    }.compositingGroup().opacity(0.5)
                        .cell("group")
                }
                HStack(spacing: 6) {
                    Rectangle()
                        .fill(AngularGradient(gradient: rainbow, center: .center))
                        .mask(Text("Zo").font(.system(size: 44, weight: .black)))
                        .cell("mask")
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.purple)
                        .inverseMask(Circle().padding(14))
                        .cell("inverseMask")
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.green)
                        .mask(ZStack {
                            Color.white
                            Circle().fill(Color.black).padding(14)
                        }.compositingGroup().luminanceToAlpha())
                        .cell("luminance")
                    Image("brown2").resizable()
                        .colorMultiply(.yellow).clipShape(Circle())
                        .cell("colorMultiply")
                }
                HStack(spacing: 6) {
                    ZStack {
                        Circle().fill(Color.cyan).offset(x: -12)
                        Circle().fill(Color.yellow).offset(x: 12).blendMode(.multiply)
                    }.compositingGroup()
                        .cell("multiply")
                    ZStack {
                        Color.black
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12).blendMode(.screen)
                    }.compositingGroup()
                        .cell("screen")
                    ZStack {
                        Color.black
                        Circle().fill(Color.green).offset(x: -12)
                        Circle().fill(Color.red).offset(x: 12).blendMode(.plusLighter)
                    }.compositingGroup()
                        .cell("plusLighter")
                    ZStack {
                        Rectangle().fill(Color.orange)
                        Circle().padding(12).blendMode(.destinationOut)
                    }.compositingGroup()
                        .cell("destinationOut")
                }
                HStack(spacing: 6) {
                    Text("Blur").font(.title).bold().blur(radius: 2)
                        .cell("blur")
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.white).frame(width: 56, height: 44)
                        .shadow(color: .black.opacity(0.4), radius: 4, x: 3, y: 3)
                        .cell("shadow")
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(white: 0.96)).frame(width: 56, height: 44)
                        .shadow(color: .black.opacity(0.2), radius: 5, x: 5, y: 5)
                        .shadow(color: .white.opacity(0.9), radius: 5, x: -5, y: -5)
                        .cell("neumorphic")
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(white: 0.9))
                        .overlay(RoundedRectangle(cornerRadius: 12)
                            .stroke(Color.gray, lineWidth: 6).blur(radius: 3).offset(x: 2, y: 2)
                            .mask(RoundedRectangle(cornerRadius: 12)))
                        .cell("inner shadow")
                }
                HStack(spacing: 6) {
                    Text("Text wraps onto several lines here")
                        .font(.caption).multilineTextAlignment(.center)
                        .cell("multi-line")
                    Text("Only one line is shown of this long text")
                        .font(.caption).lineLimit(1)
                        .cell("lineLimit")
                    VStack(spacing: 0) {
                        Text("Light").fontWeight(.light)
                        Text("Semibold").fontWeight(.semibold)
                        Text("Black").fontWeight(.black)
                    }.font(.system(size: 13))
                        .cell("weights")
                    Text("환영합니다").font(.headline)
                        .cell("한글")
                }
                HStack(spacing: 12) {
                    Image(systemName: "house")
                    Image(systemName: "magnifyingglass")
                    Image(systemName: "bell.badge")
                    Image(systemName: "envelope")
                    Image(systemName: "checkmark.seal.fill").foregroundColor(.blue)
                    Image(systemName: "person.crop.circle").font(.title)
                }
                .font(.title3)
            }
        }
    }
}
