import Foundation

/// Runs work that recurses through a scene — evaluating a compiled scene's views, laying them
/// out, freeing deeply nested values — on a thread with a large stack.
///
/// The caller may be a secondary thread with a small default stack, and a scene's views nest
/// as deep as its code makes them (SceneGraph lays out up to 512 levels; the SwiftUI module
/// lowers up to 2048 path elements), each level many frames in a scene compiled without
/// optimisation. 512 MiB is address space: only the pages used get memory.
enum LargeStack {
    static let size = 512 << 20

    /// Runs `body` on a thread with a `size` stack and waits for its result.
    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        box.body = body
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = box.body?()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value ?? body()
    }
}

/// Carries the work to the large-stack thread and its result back (each written before the
/// other side reads it, with the thread start and the semaphore between: access never overlaps,
/// which the compiler cannot see, hence unchecked).
private final class ResultBox<T>: @unchecked Sendable {
    var body: (() -> T)?
    var value: T?
}
