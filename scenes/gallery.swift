// Every drawing and text feature in one frame (issue 3): render it with
//   zoetrope frame scenes/gallery.swift --time 0 -o gallery.png
import SwiftUI

struct Cell<Content: View>: View {
    let title: String
    let content: Content

    var body: some View {
        VStack(spacing: 4) {
            content
                .frame(width: 80, height: 62)
            Text(title)
                .font(.caption2)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .frame(width: 88, height: 82)
    }
}

struct Star: View {
    var body: some View {
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
}

struct GalleryView: View {
    let rainbow = Gradient(colors: [.red, .orange, .yellow, .green, .blue, .purple])

    var body: some View {
        ZStack {
            Color(white: 0.96)
            VStack(spacing: 6) {
                Text("Zoetrope gallery")
                    .font(.title2)
                    .bold()
                HStack(spacing: 6) {
                    Cell(title: "non-zero", content: Star().fill(Color.blue))
                    Cell(title: "even-odd", content: Star().fill(Color.blue, style: FillStyle(eoFill: true)))
                    Cell(title: "caps", content: VStack(spacing: 9) {
                        Capsule().fill(Color.clear).frame(width: 1, height: 1)
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .butt))
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        Path { p in p.move(to: CGPoint(x: 12, y: 0)); p.addLine(to: CGPoint(x: 62, y: 0)) }
                            .stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .square))
                    })
                    Cell(title: "joins", content: HStack(spacing: 4) {
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .miter))
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .round))
                        Path { p in p.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 11, y: 8), CGPoint(x: 22, y: 40)]) }
                            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineJoin: .bevel))
                    })
                }
                HStack(spacing: 6) {
                    Cell(title: "dashes", content: Circle()
                        .stroke(Color.teal, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [8, 6], dashPhase: 3)))
                    Cell(title: "strokeBorder", content: RoundedRectangle(cornerRadius: 14)
                        .strokeBorder(Color.orange, lineWidth: 8))
                    Cell(title: "trim", content: Circle()
                        .trim(from: 0.1, to: 0.75)
                        .stroke(Color.pink, style: StrokeStyle(lineWidth: 8, lineCap: .round)))
                    Cell(title: "continuous", content: ZStack {
                        RoundedRectangle(cornerRadius: 22, style: .continuous).fill(Color.mint)
                        RoundedRectangle(cornerRadius: 22).stroke(Color.black, lineWidth: 1)
                    })
                }
                HStack(spacing: 6) {
                    Cell(title: "linear", content: Rectangle()
                        .fill(LinearGradient(gradient: Gradient(stops: [
                            .init(color: .blue, location: 0), .init(color: .white, location: 0.3),
                            .init(color: .red, location: 1)]), startPoint: .leading, endPoint: .trailing)))
                    Cell(title: "radial", content: Circle()
                        .fill(RadialGradient(gradient: rainbow, center: .center, startRadius: 2, endRadius: 31)))
                    Cell(title: "angular", content: Circle()
                        .fill(AngularGradient(gradient: rainbow, center: .center)))
                    Cell(title: "elliptical", content: Rectangle()
                        .fill(EllipticalGradient(gradient: rainbow, center: .center)))
                }
                HStack(spacing: 6) {
                    Cell(title: "image fit", content: Image("brown2").resizable().aspectRatio(contentMode: .fit))
                    Cell(title: "image fill", content: Image("brown2").resizable().scaledToFill().frame(width: 80, height: 62).clipped())
                    Cell(title: "opacity", content: ZStack {
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12)
                    }.opacity(0.5))
                    Cell(title: "group", content: ZStack {
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12)
                    }.compositingGroup().opacity(0.5))
                }
                HStack(spacing: 6) {
                    Cell(title: "mask", content: Rectangle()
                        .fill(AngularGradient(gradient: rainbow, center: .center))
                        .mask(Text("Zo").font(.system(size: 44, weight: .black))))
                    Cell(title: "inverseMask", content: RoundedRectangle(cornerRadius: 12)
                        .fill(Color.purple)
                        .inverseMask(Circle().padding(14)))
                    Cell(title: "luminance", content: RoundedRectangle(cornerRadius: 12)
                        .fill(Color.green)
                        .mask(ZStack {
                            Color.white
                            Circle().fill(Color.black).padding(14)
                        }.compositingGroup().luminanceToAlpha()))
                    Cell(title: "colorMultiply", content: Image("brown2").resizable()
                        .colorMultiply(.yellow).clipShape(Circle()))
                }
                HStack(spacing: 6) {
                    Cell(title: "multiply", content: ZStack {
                        Circle().fill(Color.cyan).offset(x: -12)
                        Circle().fill(Color.yellow).offset(x: 12).blendMode(.multiply)
                    }.compositingGroup())
                    Cell(title: "screen", content: ZStack {
                        Color.black
                        Circle().fill(Color.red).offset(x: -12)
                        Circle().fill(Color.blue).offset(x: 12).blendMode(.screen)
                    }.compositingGroup())
                    Cell(title: "plusLighter", content: ZStack {
                        Color.black
                        Circle().fill(Color.green).offset(x: -12)
                        Circle().fill(Color.red).offset(x: 12).blendMode(.plusLighter)
                    }.compositingGroup())
                    Cell(title: "destinationOut", content: ZStack {
                        Rectangle().fill(Color.orange)
                        Circle().padding(12).blendMode(.destinationOut)
                    }.compositingGroup())
                }
                HStack(spacing: 6) {
                    Cell(title: "blur", content: Text("Blur").font(.title).bold().blur(radius: 2))
                    Cell(title: "shadow", content: RoundedRectangle(cornerRadius: 10)
                        .fill(Color.white).frame(width: 56, height: 44)
                        .shadow(color: .black.opacity(0.4), radius: 4, x: 3, y: 3))
                    Cell(title: "neumorphic", content: RoundedRectangle(cornerRadius: 12)
                        .fill(Color(white: 0.96)).frame(width: 56, height: 44)
                        .shadow(color: .black.opacity(0.2), radius: 5, x: 5, y: 5)
                        .shadow(color: .white.opacity(0.9), radius: 5, x: -5, y: -5))
                    Cell(title: "inner shadow", content: RoundedRectangle(cornerRadius: 12)
                        .fill(Color(white: 0.9))
                        .overlay(RoundedRectangle(cornerRadius: 12)
                            .stroke(Color.gray, lineWidth: 6).blur(radius: 3).offset(x: 2, y: 2)
                            .mask(RoundedRectangle(cornerRadius: 12))))
                }
                HStack(spacing: 6) {
                    Cell(title: "multi-line", content: Text("Text wraps onto several lines here")
                        .font(.caption).multilineTextAlignment(.center))
                    Cell(title: "lineLimit", content: Text("Only one line is shown of this long text")
                        .font(.caption).lineLimit(1))
                    Cell(title: "weights", content: VStack(spacing: 0) {
                        Text("Light").fontWeight(.light)
                        Text("Semibold").fontWeight(.semibold)
                        Text("Black").fontWeight(.black)
                    }.font(.system(size: 13)))
                    Cell(title: "한글", content: Text("환영합니다").font(.headline))
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
