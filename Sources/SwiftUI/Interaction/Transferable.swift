// Transferable (iOS 16): how a value is copied, dragged, dropped and shared. Nothing is dragged,
// dropped or pasted in a render, so a type's representations are declared and never asked for.

/// A type whose values can be dragged, dropped, pasted and shared: SwiftUI's `Transferable`
/// (CoreTransferable).
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to move a value of `Item` in or out of the app: as `Codable` data, as bytes, as a
/// file, or as another transferable value.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
}

/// Builds a type's representations from a list (`transferRepresentation`'s body).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
        -> _TransferRepresentations<Item>
    { _TransferRepresentations() }

    public static func buildOptional<R: TransferRepresentation>(_ representation: R?) -> _TransferRepresentations<Item>
    where R.Item == Item { _TransferRepresentations() }

    public static func buildEither<R: TransferRepresentation>(first representation: R) -> _TransferRepresentations<Item>
    where R.Item == Item { _TransferRepresentations() }

    public static func buildEither<R: TransferRepresentation>(second representation: R)
        -> _TransferRepresentations<Item> where R.Item == Item
    { _TransferRepresentations() }

    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R)
        -> _TransferRepresentations<Item> where R.Item == Item
    { _TransferRepresentations() }
}

/// Several representations, in the order of preference.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {}

/// A value as its `Codable` encoding (JSON by default) of `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {}

    public init<Encoder, Decoder>(
        for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
    ) {}
}

/// A value as bytes of `contentType`, made and read by the closures given.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {}

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A value as a file of `contentType`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}

    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {}

    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
}

/// A file a `FileRepresentation` sends.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` receives.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A value as another transferable value (`ProxyRepresentation(exporting: \.title)`).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}

    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}

    public init(
        exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
    ) {}
}

extension TransferRepresentation {
    /// This representation, offered only when `isEnabled` says so.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }

    /// This representation, offered only where the content stays in the app.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }

    /// This representation with the suggested file name of `name`.
    public func suggestedFileName(_ fileName: String) -> Self { self }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// The system's own representation of a built-in transferable type.
public struct _SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {}

extension String: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<String> { _SystemTransferRepresentation() }
}

extension Data: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Data> { _SystemTransferRepresentation() }
}

extension URL: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<URL> { _SystemTransferRepresentation() }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<AttributedString> {
        _SystemTransferRepresentation()
    }
}

extension Image: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Image> { _SystemTransferRepresentation() }
}

extension Color: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Color> { _SystemTransferRepresentation() }
}

extension View {
    /// Makes this view a drag source of `payload`: nothing is dragged in a render.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// A drag source of `payload` with a preview of the drag: neither is shown at rest.
    public func draggable<T: Transferable, Preview: View>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> Preview
    ) -> some View { self }

    /// A drop target for values of `payloadType`: nothing is dropped in a render, so `action`
    /// never runs and `isTargeted` is never called.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}
