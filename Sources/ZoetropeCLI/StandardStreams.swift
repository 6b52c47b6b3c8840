import Foundation

/// Standard input, output and error as the process starts.
public enum StandardStreams {
    /// Opens `/dev/null` in place of each standard stream the process was started without
    /// (`zoetrope … 2>&-`): otherwise the next file or pipe opened would take its number, and
    /// messages meant for the terminal would be written into it.
    public static func reopenClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            // The lowest free number is the closed stream's.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
    }
}
