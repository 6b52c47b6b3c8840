/// The pasteboard. A render's pasteboard starts empty and keeps what the scene copies to it, as
/// a phone's would for the app (nothing leaves the render).
public final class UIPasteboard {
    /// The scene's pasteboard.
    public static var general: UIPasteboard { SceneRuntime.currentOrNew.pasteboard }

    public var string: String?
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    public var url: URL?
    public var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }
    public var image: UIImage?
    public var images: [UIImage]? {
        get { image.map { [$0] } }
        set { image = newValue?.first }
    }
    public var color: UIColor?
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
    public var hasImages: Bool { image != nil }
    public var hasColors: Bool { color != nil }
    public var numberOfItems: Int { [hasStrings, hasURLs, hasImages, hasColors].filter { $0 }.count }

    /// Puts `value` (text, URL, colour or image) for the type `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        switch value {
        case let text as String: string = text
        case let address as URL: url = address
        case let picture as UIImage: image = picture
        case let colour as UIColor: color = colour
        default: break
        }
    }
}
