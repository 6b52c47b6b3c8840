/// A failure to read or write a media file, with a message meant for people.
///
/// The description names the file and the reason, for example
/// `cannot create out/x.mp4: Permission denied`.
public struct MediaError: Error, CustomStringConvertible {
    /// The human-readable message.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
