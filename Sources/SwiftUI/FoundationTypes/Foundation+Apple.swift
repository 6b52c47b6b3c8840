// Foundation names of Apple's platforms that Linux's Foundation lacks, as SwiftUI files use them.

extension URL {
    /// The app's Documents folder: the scene's temporary folder in a render.
    public static var documentsDirectory: URL { FileManager.default.temporaryDirectory }
    /// The app's Application Support folder: the scene's temporary folder in a render.
    public static var applicationSupportDirectory: URL { FileManager.default.temporaryDirectory }
    /// The app's Caches folder: the scene's temporary folder in a render.
    public static var cachesDirectory: URL { FileManager.default.temporaryDirectory }
}

/// A string to localize, resolved later (`LocalizedStringResource`): its key, which is also
/// its English text.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation, CustomStringConvertible
{
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: String? = nil) {
        self.key = defaultValue ?? key
    }
    public var description: String { key }
}

extension String {
    /// The text of a localizable resource (its English text).
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// Data shared by drag and drop or the share sheet: nothing is dragged or shared in a render,
/// so its loads find nothing.
open class NSItemProvider: NSObject {
    open private(set) var registeredTypeIdentifiers: [String] = []
    public override init() { super.init() }
    public init(object: Any) { super.init() }
    public init(contentsOf fileURL: URL?) { super.init() }
    public init(item: Any?, typeIdentifier: String?) {
        super.init()
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    open var suggestedName: String?
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
    open func canLoadObject(ofClass aClass: Any.Type) -> Bool { false }
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, Error?) -> Void)? = nil
    ) { completionHandler?(nil, nil) }
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress {
        completionHandler(nil, nil)
        return Progress(totalUnitCount: 0)
    }
}

/// An observation of a key path (KVO), which Linux lacks: kept so it can be invalidated; it
/// never fires.
open class NSKeyValueObservation: NSObject {
    open func invalidate() {}
}
