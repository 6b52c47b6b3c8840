/// A failure to read or write a media file, with a message meant for people.
///
/// The description names the file and the reason, for example
/// `cannot create out/x.mp4: Permission denied`.
public struct MediaError: Error, CustomStringConvertible {
    /// The human-readable message.
    public var description: String
    /// Whether the problem is with a file read (missing, unreadable, not a video, unsuitable),
    /// not with the one being written.
    public var concernsInput: Bool

    init(_ description: String) {
        self.description = description
        self.concernsInput = false
    }

    init(input description: String) {
        self.description = description
        self.concernsInput = true
    }
}
