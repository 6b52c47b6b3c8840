import Foundation

extension AnimationTiming: CustomStringConvertible {
    /// The animation as SwiftUI code, e.g. `easeInOut(duration: 0.35).delay(0.5)` or
    /// `spring(response: 0.55, dampingFraction: 0.825)`.
    public var description: String {
        var text: String
        switch timing {
        case .bezier(let curve, let duration):
            let names: [(TimingCurve, String)] = [
                (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
            ]
            if let name = names.first(where: { $0.0 == curve })?.1 {
                text = "\(name)(duration: \(Self.number(duration)))"
            } else if curve.shape != .bezier {
                text = "timingCurve(.\(curve.shape), duration: \(Self.number(duration)))"
            } else {
                let points = [curve.c0x, curve.c0y, curve.c1x, curve.c1y].map(Self.number).joined(separator: ", ")
                text = "timingCurve(\(points), duration: \(Self.number(duration)))"
            }
        case .spring(let spring, let blendDuration):
            text =
                "spring(response: \(Self.number(spring.response)), dampingFraction: \(Self.number(spring.dampingRatio))"
            if blendDuration > 0 { text += ", blendDuration: \(Self.number(blendDuration))" }
            text += ")"
        case .interpolatingSpring(let spring, let velocity):
            text = "interpolatingSpring(mass: \(Self.number(spring.mass)), stiffness: \(Self.number(spring.stiffness))"
            text += ", damping: \(Self.number(spring.damping))"
            if velocity != 0 { text += ", initialVelocity: \(Self.number(velocity))" }
            text += ")"
        case .sampled(let motion):
            text = motion.name
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): text += ".delay(\(Self.number(d)))"
            case .speed(let s): text += ".speed(\(Self.number(s)))"
            case .repeating(let count?, let autoreverses):
                text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case .repeating(nil, let autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    /// Up to four decimals, without trailing zeros.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
