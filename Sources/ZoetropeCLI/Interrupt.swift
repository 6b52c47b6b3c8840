import Foundation

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP ask the running command to stop; it polls between frames, removes its
/// partial output and exits with 130. A second signal stops the process at once.
public enum Interrupt {
    nonisolated(unsafe) static var requested: sig_atomic_t = 0

    public static func install() {
        // Touch the flag first, so a signal never meets a lazily initialized global in its handler.
        requested = 0
        let handler: @convention(c) (Int32) -> Void = { signal in
            if Interrupt.requested != 0 {
                _exit(130)
            }
            Interrupt.requested = 1
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A closed terminal stops the render the same way, removing its partial output.
        signal(SIGHUP, handler)
        // Writing to a closed pipe (`zoetrope render … | head -1`) fails with EPIPE instead of
        // killing the process before it removed its partial output; the render goes on.
        signal(SIGPIPE, SIG_IGN)
        // Past a file-size limit, writes fail with EFBIG (reported, exit 73) instead of killing the process.
        signal(SIGXFSZ, SIG_IGN)
    }

    public static var isRequested: Bool { requested != 0 }
}
