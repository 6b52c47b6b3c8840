import Foundation

/// Reads a scene file as text: a regular file of at most `maximumBytes`, in UTF-8.
enum SceneFile {
    /// The largest scene file read (16 MiB): far above any real scene, it keeps a wrong path
    /// (a device, a video) from being read into memory whole.
    static let maximumBytes = 16 << 20

    /// The text of the scene file at `path`. A missing, unreadable or oversized file is
    /// a `FileError`; bytes that are not UTF-8 are a scene error at the first of them.
    static func read(path: String) throws(ZoetropeError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(FileError(.read, path, .noSuchFile))
        }
        if isDirectory.boolValue { throw .file(FileError(.read, path, .isDirectory)) }
        // `stat` follows symbolic links: a link to a scene file is fine; a device or pipe is not.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .file(FileError(.read, path, .notRegularFile))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .file(FileError(.read, path, .unreadable))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw .file(FileError(.read, path, .unreadable))
        }
        guard data.count <= maximumBytes else {
            throw .file(FileError(.read, path, .tooLarge(maximumMiB: maximumBytes >> 20)))
        }
        let bytes = [UInt8](data)
        if let offset = firstInvalidUTF8(bytes) {
            let text = String(decoding: bytes, as: UTF8.self)
            let (line, column) = location(ofByte: offset, in: bytes)
            let diagnostic = Diagnostic(
                path: path, line: line, column: column, severity: .error, id: "invalid-utf8",
                message: "invalid UTF-8 byte 0x\(hex(bytes[offset])); scene files must be UTF-8 text")
            throw .scene(.located(diagnostic.formatted(source: text)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line and column (in Unicode scalars, as diagnostics count them) of the byte
    /// at `offset`, which starts an invalid sequence; the bytes before it are valid UTF-8.
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Count each scalar once, at its first byte.
                column += 1
            }
        }
        return (line, column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
