import Foundation

/// Shows render progress: a bar redrawn in place (for a terminal), one JSON object per line (for CI),
/// or nothing.
public final class ProgressReporter: @unchecked Sendable {
    /// How progress is shown.
    public enum Style: Sendable {
        /// `[#####-----]  45/150 frames  38.2 fps  ETA 0:03`, redrawn with a carriage return.
        case bar
        /// `{"pass":"render","pass_number":1,"passes":1,"frame":45,"frames":150,"fps":38.2,"elapsed":1.18,"eta":2.7}`
        case json
        /// Nothing.
        case none
    }

    private let style: Style
    private let write: (String) -> Void
    private let now: () -> Double
    private let interval: Double
    private let lock = NSLock()
    private var passStart: Double?
    private var passName = ""
    private var lastShown = -Double.infinity
    private var shownAnything = false

    /// - Parameters:
    ///   - write: where text goes (standard error by default).
    ///   - interval: least seconds between two updates; the first and last frame of a pass always show.
    ///   - now: the clock, in seconds (injectable for tests).
    public init(
        style: Style, interval: Double = 0.1, write: @escaping (String) -> Void = ProgressReporter.standardError,
        now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.style = style
        self.interval = interval
        self.write = write
        self.now = now
    }

    /// Writes to standard error, unbuffered.
    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Records progress; shows it when the interval has passed or a pass starts or ends.
    public func update(_ progress: RenderProgress) {
        guard style != .none else { return }
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        if passStart == nil || passName != progress.pass {
            passStart = time
            passName = progress.pass
        }
        let isEdge = progress.framesDone <= 1 || progress.framesDone >= progress.frameCount
        guard isEdge || time - lastShown >= interval else { return }
        lastShown = time
        shownAnything = true
        let elapsed = max(time - (passStart ?? time), 0)
        let fps = elapsed > 0 ? Double(progress.framesDone) / elapsed : 0
        let remainingFrames =
            (progress.frameCount - progress.framesDone)
            + (progress.passCount - progress.passNumber) * progress.frameCount
        let eta = fps > 0 ? Double(remainingFrames) / fps : nil
        switch style {
        case .bar: write("\r" + Self.bar(progress, fps: fps, eta: eta) + "\u{1B}[K")
        case .json: write(Self.json(progress, fps: fps, elapsed: elapsed, eta: eta) + "\n")
        case .none: break
        }
    }

    /// Ends the bar's line (nothing for the other styles).
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if style == .bar, shownAnything {
            write("\n")
            shownAnything = false
        }
    }

    static func bar(_ progress: RenderProgress, fps: Double, eta: Double?) -> String {
        let width = 24
        let total = max(progress.frameCount, 1)
        let filled = min(width, progress.framesDone * width / total)
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
        if progress.passCount > 1 {
            text += "\(progress.pass) \(progress.passNumber)/\(progress.passCount) "
        }
        let digits = String(progress.frameCount).count
        let done = String(progress.framesDone)
        text += String(repeating: " ", count: max(0, digits - done.count)) + done + "/\(progress.frameCount) frames"
        text += String(format: "  %.1f fps", fps)
        text += "  ETA " + (eta.map(clock) ?? "--:--")
        return text
    }

    static func json(_ progress: RenderProgress, fps: Double, elapsed: Double, eta: Double?) -> String {
        let etaText = eta.map { String(format: "%.2f", $0) } ?? "null"
        return "{\"pass\":\"\(progress.pass)\",\"pass_number\":\(progress.passNumber),"
            + "\"passes\":\(progress.passCount),\"frame\":\(progress.framesDone),\"frames\":\(progress.frameCount),"
            + String(format: "\"fps\":%.2f,\"elapsed\":%.3f,", fps, elapsed) + "\"eta\":\(etaText)}"
    }

    /// Minutes and seconds, "m:ss" (hours too past an hour).
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
    }
}
