/// A file or folder's contents in memory (Foundation's `FileWrapper`, which Linux's Foundation
/// lacks), as `FileDocument`s read and write them.
open class FileWrapper: NSObject {
    open var regularFileContents: Data?
    open var filename: String?
    open var preferredFilename: String?
    open private(set) var fileWrappers: [String: FileWrapper]?
    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }

    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        super.init()
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        super.init()
    }
}

/// A document type an app reads and writes (`.fileExporter`'s document).
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: FileDocumentReadConfiguration) throws
    func fileWrapper(configuration: FileDocumentWriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
    public typealias ReadConfiguration = FileDocumentReadConfiguration
    public typealias WriteConfiguration = FileDocumentWriteConfiguration
}

/// What a document is read from.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document is written to.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}
