/// A uniform type identifier (UniformTypeIdentifiers' `UTType`), as file importers, drag and
/// drop and documents name kinds of file. Declared here because Linux has no
/// UniformTypeIdentifiers (preparation blanks its import); the types are names and extensions.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The usual file name extension.
    public let preferredFilenameExtension: String?
    /// The type's MIME type, where it has a usual one.
    public let preferredMIMEType: String?

    init(_ identifier: String, _ fileExtension: String?, _ mime: String? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
    }

    /// The type named `identifier`, when it is one of the types declared here.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The type of files named with `filenameExtension`, when it is one of the types declared here.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == ext }) else { return nil }
        self = known
    }

    /// The type with MIME type `mimeType`, when it is one of the types declared here.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType }) else { return nil }
        self = known
    }

    /// An app's own type.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, nil)
    }

    /// Another app's type.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, nil)
    }

    /// Whether this type is `type` (the hierarchy of types is not modelled beyond that, and
    /// everything conforms to `.item`, `.data` and `.content`).
    public func conforms(to type: UTType) -> Bool {
        type == self || type == .item || type == .data || type == .content
    }

    public var description: String { identifier }

    public static let item = UTType("public.item", nil)
    public static let content = UTType("public.content", nil)
    public static let data = UTType("public.data", nil, "application/octet-stream")
    public static let text = UTType("public.text", nil)
    public static let plainText = UTType("public.plain-text", "txt", "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", nil)
    public static let json = UTType("public.json", "json", "application/json")
    public static let xml = UTType("public.xml", "xml", "application/xml")
    public static let html = UTType("public.html", "html", "text/html")
    public static let rtf = UTType("public.rtf", "rtf", "text/rtf")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv")
    public static let url = UTType("public.url", nil)
    public static let fileURL = UTType("public.file-url", nil)
    public static let folder = UTType("public.folder", nil)
    public static let directory = UTType("public.directory", nil)
    public static let image = UTType("public.image", nil)
    public static let png = UTType("public.png", "png", "image/png")
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg")
    public static let heic = UTType("public.heic", "heic", "image/heic")
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif")
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf")
    public static let zip = UTType("public.zip-archive", "zip", "application/zip")
    public static let audio = UTType("public.audio", nil)
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg")
    public static let movie = UTType("public.movie", nil)
    public static let video = UTType("public.video", nil)
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime")
    public static let spreadsheet = UTType("public.spreadsheet", nil)
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard")

    static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .rtf, .commaSeparatedText, .url,
        .fileURL, .folder, .directory, .image, .png, .jpeg, .heic, .gif, .svg, .pdf, .zip, .audio, .mp3, .movie, .video,
        .mpeg4Movie, .quickTimeMovie, .spreadsheet, .vCard,
    ]
}
