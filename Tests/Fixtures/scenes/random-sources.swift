// Every source of randomness and time a scene can reach, drawn: what `--seed` must fix
// (CLIRandomnessTests). A shape, a canvas and a geometry reader that draw random dots while frames
// render (or layout builds them), and
// texts of random numbers, UUIDs, shuffles, a set's order and the clocks, made at evaluation.
import Foundation
import SwiftUI

struct Scatter: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for _ in 0..<4 {
            let x = CGFloat.random(in: 0...rect.width)
            let y = Double.random(in: 0...Double(rect.height))
            path.addEllipse(in: CGRect(x: x, y: y, width: 12, height: 12))
        }
        return path
    }
}

struct RandomSources: View {
    @State private var moved = false
    @State private var lines: [String] = []
    private let names: Set<String> = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]

    var body: some View {
        VStack(spacing: 4) {
            Scatter(phase: moved ? 1 : 0).fill(Color.blue).frame(width: 300, height: 150)
            Canvas { context, size in
                for _ in 0..<5 {
                    let dot = CGRect(
                        x: Double.random(in: 0...size.width), y: Double.random(in: 0...size.height), width: 8, height: 8
                    )
                    context.fill(Path(ellipseIn: dot), with: .color(.red))
                }
            }
            .frame(width: 300, height: 100)
            // Built again by layout, outside the evaluation, from any thread.
            GeometryReader { geometry in
                Circle().fill(Color.green).frame(width: 10, height: 10)
                    .position(x: CGFloat.random(in: 0...geometry.size.width), y: .random(in: 0...geometry.size.height))
            }
            .frame(width: 300, height: 40)
            ForEach(lines, id: \.self) { Text($0).font(.caption) }
        }
        .onAppear {
            var system = SystemRandomNumberGenerator()
            var order = [1, 2, 3, 4]
            order.shuffle()
            lines = [
                "\(Int.random(in: 0...999)) \(UInt.random(in: 0...100)) \(Int8.random(in: -5...5)) \(Float.random(in: 0..<1))",
                "\(CGFloat.random(in: 0...1)) \(Bool.random()) \(Int.random(in: 0..<1000, using: &system))",
                "\([1, 2, 3, 4, 5].randomElement()!) \([1, 2, 3, 4, 5].shuffled()) \(order) \(UUID().uuidString.prefix(8))",
                "\(arc4random() % 1000) \(arc4random_uniform(100)) \(drand48()) \(rand() % 100) \(random() % 100)",
                names.map { $0 }.joined(separator: ","),
                "\(Date().timeIntervalSinceReferenceDate) \(Date.now.timeIntervalSince1970) \(CFAbsoluteTimeGetCurrent())",
                "\(ProcessInfo.processInfo.systemUptime) \(CACurrentMediaTime())",
            ]
            withAnimation(.linear(duration: 1)) { moved = true }
        }
    }
}

#Preview { RandomSources() }
