import Foundation
import SwiftUI
import Zoetrope

// Scenes the engine's tests load in-process: built with the SwiftUI module as a compiled scene
// builds them (`launch.swift` here is a link to `scenes/launch.swift`, compiled into the tests),
// handed to `SceneRenderer.load(program:)` as a scene program hands its scene over.

/// The scene whose root view `root` builds, loaded with `settings`; `path` is the scene file
/// messages name (it must exist: errors show its lines) and assets are found beside.
func loadScene<Root: SwiftUI.View>(
    _ root: @escaping () -> Root, path: String = TestScenes.launchPath, settings: RenderSettings
) throws -> SceneRenderer {
    try SceneRenderer.load(program: _zoetropeSceneProgram(root), path: path, settings: settings)
}

enum TestScenes {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `scenes/launch.swift`.
    static let launchPath = root.appendingPathComponent("scenes/launch.swift").path
    /// This file: the scene file of the views below (their errors point at its lines).
    static let thisFile = #filePath

    static func launch(_ settings: RenderSettings) throws -> SceneRenderer {
        try loadScene({ LaunchView() }, settings: settings)
    }
}

/// A circle that pulses for ever from 0.5 s (an endless animation).
struct PulseView: View {
    @State private var big = false
    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .scaleEffect(big ? 2 : 1)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.linear(duration: 1).repeatForever()) { big = true }
                }
            }
    }
}

struct ShowValues { var scale = 1.0 }

/// A rectangle inserted with a transition beside a repeating keyframe animator.
struct ShowView: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            if shown {
                Rectangle().frame(width: 20, height: 20).transition(.opacity)
            }
            KeyframeAnimator(initialValue: ShowValues(), repeating: true) { v in
                Circle().frame(width: 10, height: 10).scaleEffect(v.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
            }
        }
        .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

/// Everything in it animates: nothing is static but the background.
struct MovingView: View {
    @State private var moved = false
    var body: some View {
        ZStack {
            Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: moved ? 80 : -80)
            Text("Hi").font(.system(size: 30)).opacity(moved ? 1 : 0.2)
        }
        .onAppear { withAnimation(.easeInOut(duration: 1)) { moved = true } }
    }
}

/// `count` circles in a VStack.
struct CirclesView: View {
    var count: Int
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { _ in Circle() }
        }
    }
}

/// A circle under 40 paddings.
struct PaddedCircleView: View {
    var body: some View {
        Circle()
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(
                1
            )
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(
                1
            )
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(
                1
            )
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(
                1)
    }
}

/// A circle that fades in over `seconds`.
struct FadeView: View {
    var seconds: Double
    @State private var on = false
    var body: some View {
        Circle().opacity(on ? 1 : 0).onAppear { withAnimation(.linear(duration: seconds)) { on = true } }
    }
}

/// A red rectangle a billion points on a side.
struct GiantView: View {
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 1e9, height: 1e9)
    }
}

/// The image asset `name`.
struct AssetView: View {
    var name: String
    var body: some View { Image(name) }
}

/// A full-screen scene where every pixel changes in every frame: a gradient under an animated
/// hue rotation, a blurred circle drifting across it and particles drawn by a canvas from a
/// timeline's date (Benchmarks/Scenes has the bench's own).
struct FullScreenView: View {
    @State private var phase = 0.0
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .purple, .blue], startPoint: .top, endPoint: .bottom)
                .hueRotation(.degrees(phase * 180))
            Circle().fill(Color.white.opacity(0.7)).frame(width: 160, height: 160)
                .blur(radius: 24).offset(x: phase * 120 - 60, y: phase * -200 + 100)
            TimelineView(.animation) { context in
                Canvas { graphics, size in
                    let t = context.date.timeIntervalSince(Date(timeIntervalSinceReferenceDate: 0))
                    for i in 0..<40 {
                        let seed = Double(i)
                        let x = (seed * 97.3).truncatingRemainder(dividingBy: size.width)
                        let y = size.height - (seed * 53.1 + t * 60).truncatingRemainder(dividingBy: size.height)
                        graphics.fill(
                            Path(ellipseIn: CGRect(x: x - 4, y: y - 4, width: 8, height: 8)),
                            with: .color(Color(hue: seed / 40, saturation: 0.6, brightness: 1).opacity(0.8)))
                    }
                }
            }
        }
        .ignoresSafeArea()
        .onAppear { withAnimation(.linear(duration: 2)) { phase = 1 } }
    }
}
