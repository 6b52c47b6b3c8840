/// A path's folder and last name, as `NSString`'s `deletingLastPathComponent` and
/// `lastPathComponent` give them. Those trap in swift-corelibs-foundation on a one-character path
/// (`-o x`) or a short one ending in a slash (`a/`); paths come from the command line, so these
/// are written out.
public enum PathComponents {
    /// `path` without its last component: "a/b" → "a", "/a" → "/", "a" → "", "a/" → "",
    /// "/" → "/".
    public static func folder(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`: "a/b" → "b", "a/" → "a", "/" → "/", "" → "".
    public static func name(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` without the slashes that end it, except a lone "/".
    static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
