import Foundation

/// How long this process's threads have been on a CPU and waiting for one (runnable, not
/// running), from Linux's `/proc/self/task/*/schedstat`: what a pass's wall-clock time would
/// have been on a machine whose cores were free for it.
///
/// On a shared machine other processes take the cores: a pass on two threads then runs no
/// faster than on one (with four other sessions building, even two threads of pure arithmetic
/// scaled 1.25×), and the kernel's per-session groups (autogroup) give a session the same
/// share of the machine however many threads it runs. A thread's wall-clock time is its time on
/// a CPU, waiting for one, and blocked (waiting for another thread's frame, for work); without
/// the waits for a CPU, what remains is what the pass takes where nothing else runs.
struct RunQueueClock {
    /// Per thread id, nanoseconds on a CPU and waiting in a run queue.
    private let threads: [Int: (running: UInt64, waiting: UInt64)]

    /// Reads the process's threads now; nil where the kernel keeps no scheduler statistics.
    init?() {
        guard let threads = Self.read() else { return nil }
        self.threads = threads
    }

    /// `seconds` (a pass's wall-clock time since `init`) without the waits for a CPU: the
    /// longest of the threads that worked in the meantime (at least a tenth of the work), each
    /// less its own waits. A thread blocked while another waited for a CPU keeps that time, so
    /// this is an upper bound. The kernel adds up a thread's figures when it is switched, so a
    /// pass shorter than a time slice may show no work, or waits from before it began: its
    /// `seconds` are then returned as they are.
    func withoutRunQueueWaits(_ seconds: Double) -> Double {
        guard let now = Self.read() else { return seconds }
        var changes: [(running: UInt64, waiting: UInt64)] = []
        for (id, after) in now {
            let before = threads[id] ?? (0, 0)
            changes.append((after.running &- before.running, after.waiting &- before.waiting))
        }
        let work = changes.reduce(0) { $0 + $1.running }
        let spans = changes.filter { $0.running * 10 >= work }.map { seconds - Double($0.waiting) / 1e9 }
        guard work > 0, let longest = spans.max(), longest > 0 else { return seconds }
        return min(seconds, longest)
    }

    /// Each thread's `schedstat`: nanoseconds on a CPU, nanoseconds waiting in a run queue,
    /// time slices.
    private static func read() -> [Int: (running: UInt64, waiting: UInt64)]? {
        guard let ids = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return nil }
        var threads: [Int: (running: UInt64, waiting: UInt64)] = [:]
        for name in ids {
            guard let id = Int(name),
                let text = try? String(contentsOfFile: "/proc/self/task/\(name)/schedstat", encoding: .utf8)
            else { continue }
            let fields = text.split(separator: " ").compactMap {
                UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard fields.count >= 2 else { continue }
            threads[id] = (fields[0], fields[1])
        }
        return threads.isEmpty ? nil : threads
    }
}
