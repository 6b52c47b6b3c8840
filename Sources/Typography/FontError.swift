/// A font that cannot be found, opened or used, with a message that says what to do about it.
public struct FontError: Error, CustomStringConvertible, Sendable {
    /// The message, e.g. "font file Inter-Bold.otf not found in /usr/share/fonts/opentype/inter
    /// (install the Debian package fonts-inter)".
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension FontError {
    /// `fileName` is in none of `directories`.
    static func fileNotFound(_ fileName: String, directories: [String], package: String?) -> FontError {
        let places = directories.isEmpty ? "any font directory" : directories.joined(separator: ", ")
        let hint = package.map { " (install the Debian package \($0))" } ?? ""
        return FontError("font file \(fileName) not found in \(places)\(hint)")
    }

    /// FreeType or HarfBuzz refused the file at `path`.
    static func unreadable(_ path: String, reason: String) -> FontError {
        FontError("cannot read font file \(path): \(reason)")
    }

    /// A requested size that is negative, infinite or not a number.
    static func invalidSize(_ size: Double) -> FontError {
        FontError("invalid font size \(size) (expected a finite size of 0 points or more)")
    }
}
