import Foundation

/// Runs the preparation of a scene file (swift-syntax reading it) with a deadline. The
/// toolchain's parser backtracks exponentially on some inputs — brackets nested twenty deep take
/// it seconds, twenty-four a minute (measured with swift-syntax 6.3.1: 18 levels 1.4 s, 20 levels
/// 4.9 s, 22 levels 19 s) — and cannot be stopped once it runs, so it runs on a thread of its own
/// while the caller waits, and gives up after `limit` seconds (the thread is left to the end of
/// the process) or when `isCancelled` (Ctrl-C) says so.
enum ParseDeadline {
    /// Seconds a file may take to read: real files take well under one.
    static let limit = 15.0

    /// What `body` returns, or nil when it did not finish in time; throws `CompileError.interrupted`
    /// when cancelled.
    static func run<T>(_ body: @escaping @Sendable () -> T, isCancelled: () -> Bool) throws(CompileError) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        // swift-syntax recurses as deep as the file nests.
        thread.stackSize = 64 << 20
        thread.start()
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if done.wait(timeout: .now() + 0.05) == .success { return box.value }
            if isCancelled() { throw .interrupted }
        }
        return nil
    }

    /// How deeply `source` nests brackets and parentheses, outside string literals and comments
    /// (roughly), and where (1-based line and column) the nesting first reaches `slowDepth`, where
    /// the parser starts to slow down (else where it is deepest): where to look when it was too
    /// slow to read.
    static func deepestNesting(_ source: String) -> (line: Int, column: Int, depth: Int) {
        var depth = 0
        var best = (line: 1, column: 1, depth: 0)
        var slowStart: (line: Int, column: Int)?
        var line = 1
        var column = 0
        var inString = false
        var inComment = false
        var previous: Character = " "
        for character in source {
            column += 1
            if character == "\n" {
                line += 1
                column = 0
                inComment = false
                inString = false
            } else if inComment {
            } else if character == "\"" {
                inString.toggle()
            } else if !inString {
                if character == "/" && previous == "/" {
                    inComment = true
                } else if character == "[" || character == "(" {
                    depth += 1
                    if depth > best.depth { best = (line, column, depth) }
                    if depth == slowDepth && slowStart == nil { slowStart = (line, column) }
                } else if character == "]" || character == ")" {
                    depth = max(0, depth - 1)
                }
            }
            previous = character
        }
        guard let slowStart else { return best }
        return (slowStart.line, slowStart.column, best.depth)
    }

    /// The nesting at which the parser's backtracking starts to show (16 levels: 0.5 s).
    static let slowDepth = 16
}

/// The result a thread leaves for the one that waits on it (after its semaphore).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
