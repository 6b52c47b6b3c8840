// Springs, repeats, keyframes and transitions side by side (issue 5). Render it with
//   zoetrope render scenes/motion.swift -o motion.mp4
//   zoetrope frame scenes/motion.swift --time 0.7 -o motion.png
//   zoetrope timeline scenes/motion.swift
import SwiftUI

extension View {
    /// A demo panel: the content over a rounded card, its title below.
    func panel(_ title: String) -> some View {
        VStack(spacing: 10) {
            self
                .frame(width: 165, height: 300)
                .background(RoundedRectangle(cornerRadius: 22).fill(Color.white))
                .clipShape(RoundedRectangle(cornerRadius: 22))
            Text(title)
                .font(.headline)
                .foregroundColor(.secondary)
        }
    }
}

/// The values a keyframe animator moves: a jump with squash and stretch and a spin. The block
/// rests 60 points below the centre.
struct JumpValues {
    var lift: CGFloat = 60
    var stretch = 1.0
    var squash = 1.0
    var spin = Angle.zero
}

struct MotionView: View {
    @State private var dropped = false
    @State private var pulsing = false
    @State private var turned = false
    @State private var jumps = 0
    @State private var showsCard = false
    @State private var showsBadge = true

    private let bounces = [0.0, 0.35, 0.7]
    private let colors: [Color] = [.blue, .purple, .pink]

    var body: some View {
        ZStack {
            Color(white: 0.94)
            VStack(spacing: 18) {
                Text("Motion")
                    .font(.system(size: 34, weight: .bold))
                HStack(spacing: 16) {
                    springs.panel("Springs")
                    repeats.panel("Repeats")
                }
                HStack(spacing: 16) {
                    keyframes.panel("Keyframes")
                    transitions.panel("Transitions")
                }
            }
        }
        .onAppear {
            // Implicit animations (below) animate this change; nothing here is animated.
            dropped = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.easeInOut(duration: 0.6).repeatCount(5, autoreverses: true)) { pulsing = true }
                withAnimation(.linear(duration: 1.5).repeatCount(2, autoreverses: false)) { turned = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { jumps += 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.spring(duration: 0.7, bounce: 0.3)) { showsCard = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.2) {
                withAnimation(.easeIn(duration: 0.4)) { showsBadge = false }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.4) { jumps += 1 }
        }
    }

    /// Three balls dropped by springs of growing bounce, each a little later.
    private var springs: some View {
        HStack(spacing: 16) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(colors[i])
                    .frame(width: 30, height: 30)
                    .offset(y: dropped ? 50 : -100)
                    .animation(.spring(duration: 0.9, bounce: bounces[i]).delay(Double(i) * 0.15), value: dropped)
            }
        }
    }

    /// A ring that pulses five times and a square that turns twice.
    private var repeats: some View {
        VStack(spacing: 40) {
            Circle()
                .stroke(Color.orange, lineWidth: 8)
                .frame(width: 80, height: 80)
                .scaleEffect(pulsing ? 1.2 : 0.7)
                .opacity(pulsing ? 1 : 0.5)
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 60, height: 60)
                .rotationEffect(.degrees(turned ? 360 : 0))
        }
    }

    /// A block that jumps, stretching on the way up and squashing when it lands.
    private var keyframes: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(Color.green)
            .frame(width: 64, height: 64)
            .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                content
                    .scaleEffect(x: value.squash, y: value.stretch, anchor: .bottom)
                    .rotationEffect(value.spin)
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.lift) {
                    LinearKeyframe(60, duration: 0.2)
                    CubicKeyframe(-70, duration: 0.35)
                    CubicKeyframe(60, duration: 0.3)
                }
                KeyframeTrack(\.stretch) {
                    LinearKeyframe(0.7, duration: 0.2)
                    SpringKeyframe(1.2, duration: 0.3, spring: .snappy)
                    LinearKeyframe(1.0, duration: 0.35)
                    LinearKeyframe(0.75, duration: 0.08)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.squash) {
                    LinearKeyframe(1.25, duration: 0.2)
                    SpringKeyframe(0.9, duration: 0.3, spring: .snappy)
                    LinearKeyframe(1.0, duration: 0.35)
                    LinearKeyframe(1.25, duration: 0.08)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.spin) {
                    LinearKeyframe(.zero, duration: 0.25)
                    LinearKeyframe(.degrees(180), duration: 0.55, timingCurve: .easeInOut)
                    MoveKeyframe(.zero)
                }
            }
    }

    /// A card that slides up and fades in; a badge that shrinks away.
    private var transitions: some View {
        VStack(spacing: 24) {
            ZStack {
                if showsBadge {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 56, height: 56)
                        .overlay(Text("3").font(.title2).bold().foregroundColor(.white))
                        .transition(.scale)
                }
            }
            .frame(width: 60, height: 60)
            ZStack {
                if showsCard {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.indigo)
                        .frame(width: 120, height: 110)
                        .overlay(
                            Text("Hello")
                                .font(.title3)
                                .bold()
                                .foregroundColor(.white))
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .frame(width: 130, height: 120)
        }
    }
}
