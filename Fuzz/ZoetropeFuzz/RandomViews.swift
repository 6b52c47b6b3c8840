import SwiftUI

/// Reads fuzzer bytes as choices: each call takes the next byte (0 once they run out).
struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    /// A number, often an extreme one: 0, ±1, negative, huge, infinite, NaN, or 0…255.
    mutating func number() -> Double {
        switch byte() % 12 {
        case 0: return 0
        case 1: return -Double(byte())
        case 2: return 1e9
        case 3: return -1e9
        case 4: return .infinity
        case 5: return -.infinity
        case 6: return .nan
        case 7: return Double(byte()) / 255
        default: return Double(byte())
        }
    }
}

/// A random view tree built through the SwiftUI module's API, as a scene's code builds one:
/// stacks, shapes, text and symbols under modifiers with any values, extremes included.
enum RandomViews {
    static let maximumDepth = 12

    static func view(_ stream: inout ByteStream, depth: Int = 0) -> AnyView {
        if depth >= maximumDepth || stream.isAtEnd { return leaf(&stream) }
        switch stream.choice(8) {
        case 0:
            let count = stream.choice(4)
            var children: [AnyView] = []
            for _ in 0..<count { children.append(view(&stream, depth: depth + 1)) }
            switch stream.choice(3) {
            case 0:
                return AnyView(
                    VStack(spacing: stream.number()) { ForEach(0..<children.count, id: \.self) { children[$0] } })
            case 1:
                return AnyView(
                    HStack(spacing: stream.number()) { ForEach(0..<children.count, id: \.self) { children[$0] } })
            default: return AnyView(ZStack { ForEach(0..<children.count, id: \.self) { children[$0] } })
            }
        case 1, 2, 3, 4, 5:
            return modified(view(&stream, depth: depth + 1), &stream)
        default:
            return leaf(&stream)
        }
    }

    static func leaf(_ stream: inout ByteStream) -> AnyView {
        switch stream.choice(7) {
        case 0: return AnyView(Circle().fill(color(&stream)))
        case 1: return AnyView(Rectangle().fill(color(&stream)))
        case 2:
            return AnyView(
                RoundedRectangle(cornerRadius: stream.number()).stroke(color(&stream), lineWidth: stream.number()))
        case 3:
            return AnyView(
                Text(String(repeating: "Ab ", count: stream.choice(20))).font(.system(size: stream.number())))
        case 4: return AnyView(Image(systemName: ["star.fill", "heart", "bolt", "circle"][stream.choice(4)]))
        case 5: return AnyView(Capsule().trim(from: stream.number(), to: stream.number()).stroke(color(&stream)))
        default: return AnyView(Spacer())
        }
    }

    static func color(_ stream: inout ByteStream) -> Color {
        switch stream.choice(3) {
        case 0: return Color(red: stream.number(), green: stream.number(), blue: stream.number())
        case 1: return Color(hue: stream.number(), saturation: stream.number(), brightness: stream.number())
        default: return [Color.red, .blue, .green, .clear, .black][stream.choice(5)]
        }
    }

    static func modified(_ content: AnyView, _ stream: inout ByteStream) -> AnyView {
        switch stream.choice(14) {
        case 0: return AnyView(content.padding(stream.number()))
        case 1: return AnyView(content.frame(width: stream.number(), height: stream.number()))
        case 2: return AnyView(content.offset(x: stream.number(), y: stream.number()))
        case 3: return AnyView(content.opacity(stream.number()))
        case 4: return AnyView(content.blur(radius: stream.number()))
        case 5: return AnyView(content.rotationEffect(.degrees(stream.number())))
        case 6: return AnyView(content.scaleEffect(stream.number()))
        case 7: return AnyView(content.shadow(radius: stream.number()))
        case 8: return AnyView(content.clipShape(Circle()))
        case 9: return AnyView(content.background(color(&stream)))
        case 10: return AnyView(content.overlay(Circle().stroke(color(&stream))))
        case 11: return AnyView(content.mask(Rectangle().opacity(stream.number())))
        case 12: return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity))
        default: return AnyView(content.rotation3DEffect(.degrees(stream.number()), axis: (x: 1, y: 0, z: 0)))
        }
    }
}

/// The root of a fuzzed scene: a random tree that an animation moves between two states.
struct FuzzView: View {
    let bytes: [UInt8]
    @State private var on = false

    var body: some View {
        var stream = ByteStream(bytes)
        let tree = RandomViews.view(&stream)
        return
            tree
            .opacity(on ? 1 : 0.5)
            .onAppear { withAnimation(.easeInOut(duration: 1)) { on = true } }
    }
}
