// Foundation's networking, as SwiftUI files load data with it. Linux keeps it in
// FoundationNetworking (with libcurl); a render runs without a network (its sandbox has none,
// and a video must come out the same every time), so these are declared here and every request
// fails as on an iPhone offline: URLError(.notConnectedToInternet), delivered on the scene
// clock after `resume()`, or thrown by the async calls.

/// A session that loads URLs; every request fails offline in a render.
open class URLSession: NSObject {
    /// The scene's one session (one per scene, as `UIApplication.shared` is: no state is shared
    /// between scenes).
    public static var shared: URLSession { SceneRuntime.currentOrNew.urlSession }

    public let configuration: URLSessionConfiguration
    open weak var delegate: URLSessionDelegate?

    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
        super.init()
    }

    public convenience init(
        configuration: URLSessionConfiguration, delegate: URLSessionDelegate?, delegateQueue queue: OperationQueue?
    ) {
        self.init(configuration: configuration)
        self.delegate = delegate
    }

    static func offline(_ url: URL?) -> URLError { URLError(.notConnectedToInternet) }

    open func dataTask(with url: URL) -> URLSessionDataTask { URLSessionDataTask(url: url, completion: nil) }
    open func dataTask(with request: URLRequest) -> URLSessionDataTask {
        URLSessionDataTask(url: request.url, completion: nil)
    }
    open func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
    ) -> URLSessionDataTask { URLSessionDataTask(url: url, completion: completionHandler) }
    open func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
    ) -> URLSessionDataTask { URLSessionDataTask(url: request.url, completion: completionHandler) }
    open func uploadTask(
        with request: URLRequest, from bodyData: Data?,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
    ) -> URLSessionUploadTask { URLSessionUploadTask(url: request.url, completion: completionHandler) }
    open func downloadTask(
        with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, Error?) -> Void
    ) -> URLSessionDownloadTask {
        URLSessionDownloadTask(url: url) { data, response, error in completionHandler(nil, response, error) }
    }
    open func downloadTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (URL?, URLResponse?, Error?) -> Void
    ) -> URLSessionDownloadTask {
        URLSessionDownloadTask(url: request.url) { data, response, error in completionHandler(nil, response, error) }
    }
    open func webSocketTask(with url: URL) -> URLSessionWebSocketTask {
        URLSessionWebSocketTask(url: url, completion: nil)
    }
    open func webSocketTask(with request: URLRequest) -> URLSessionWebSocketTask {
        URLSessionWebSocketTask(url: request.url, completion: nil)
    }

    /// Loads `url`: throws offline.
    open func data(from url: URL, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse) {
        throw URLSession.offline(url)
    }
    /// Loads `request`: throws offline.
    open func data(for request: URLRequest, delegate: URLSessionTaskDelegate? = nil) async throws
        -> (Data, URLResponse)
    { throw URLSession.offline(request.url) }
    /// Uploads to `request`: throws offline.
    open func upload(for request: URLRequest, from bodyData: Data, delegate: URLSessionTaskDelegate? = nil)
        async throws -> (Data, URLResponse)
    { throw URLSession.offline(request.url) }
    /// Downloads `url`: throws offline.
    open func download(from url: URL, delegate: URLSessionTaskDelegate? = nil) async throws -> (URL, URLResponse) {
        throw URLSession.offline(url)
    }
    /// Downloads `request`: throws offline.
    open func download(for request: URLRequest, delegate: URLSessionTaskDelegate? = nil) async throws
        -> (URL, URLResponse)
    { throw URLSession.offline(request.url) }

    open func invalidateAndCancel() {}
    open func finishTasksAndInvalidate() {}
}

/// A session's settings.
open class URLSessionConfiguration: NSObject {
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
    open class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        URLSessionConfiguration()
    }
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
    open var httpAdditionalHeaders: [AnyHashable: Any]?
    open var requestCachePolicy = URLRequest.CachePolicy.useProtocolCachePolicy
    open var urlCache: URLCache? = URLCache.shared
    open var waitsForConnectivity = false
    open var allowsCellularAccess = true
    open var httpMaximumConnectionsPerHost = 6
    open var httpCookieStorage: HTTPCookieStorage? = HTTPCookieStorage.shared
}

/// A task of a session: `resume()` delivers the offline failure on the scene clock.
open class URLSessionTask: NSObject {
    /// A task's state.
    public enum State: Int, Sendable { case running, suspended, canceling, completed }

    let url: URL?
    let completion: (@Sendable (Data?, URLResponse?, Error?) -> Void)?
    open private(set) var state = State.suspended
    open private(set) var error: Error?
    open var taskIdentifier: Int { 1 }
    open var originalRequest: URLRequest? { url.map { URLRequest(url: $0) } }
    open var currentRequest: URLRequest? { originalRequest }
    open var response: URLResponse? { nil }
    open var priority: Float = 0.5
    public let progress = Progress(totalUnitCount: 0)

    init(url: URL?, completion: (@Sendable (Data?, URLResponse?, Error?) -> Void)?) {
        self.url = url
        self.completion = completion
        super.init()
    }

    open func resume() {
        guard state == .suspended else { return }
        state = .completed
        let failure = URLSession.offline(url)
        error = failure
        if let completion { DispatchQueue.main.async { completion(nil, nil, failure) } }
    }
    open func cancel() { state = .completed }
    open func suspend() {}
}

/// A task that loads data.
open class URLSessionDataTask: URLSessionTask {}
/// A task that uploads data.
open class URLSessionUploadTask: URLSessionDataTask {}
/// A task that downloads to a file.
open class URLSessionDownloadTask: URLSessionTask {
    open func cancel(byProducingResumeData completionHandler: @escaping @Sendable (Data?) -> Void) {
        cancel()
        completionHandler(nil)
    }
}

/// A WebSocket: it never connects in a render.
open class URLSessionWebSocketTask: URLSessionTask {
    /// A message.
    public enum Message: Sendable {
        case data(Data)
        case string(String)
    }
    /// Why a socket closed.
    public enum CloseCode: Int, Sendable {
        case invalid = 0, normalClosure = 1000, goingAway = 1001, protocolError = 1002, unsupportedData = 1003
        case noStatusReceived = 1005, abnormalClosure = 1006, invalidFramePayloadData = 1007
        case policyViolation = 1008, messageTooBig = 1009, mandatoryExtensionMissing = 1010
        case internalServerError = 1011, tlsHandshakeFailure = 1015
    }
    open func send(_ message: Message) async throws { throw URLSession.offline(url) }
    open func send(_ message: Message, completionHandler: @escaping @Sendable (Error?) -> Void) {
        completionHandler(URLSession.offline(url))
    }
    open func receive() async throws -> Message { throw URLSession.offline(url) }
    open func receive(completionHandler: @escaping @Sendable (Result<Message, Error>) -> Void) {
        completionHandler(.failure(URLSession.offline(url)))
    }
    open func cancel(with closeCode: CloseCode, reason: Data?) { cancel() }
    open func sendPing(pongReceiveHandler: @escaping @Sendable (Error?) -> Void) {
        pongReceiveHandler(URLSession.offline(url))
    }
}

/// A session's delegate.
public protocol URLSessionDelegate: AnyObject {}
/// A task's delegate.
public protocol URLSessionTaskDelegate: URLSessionDelegate {}
/// A data task's delegate.
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {}
/// A download task's delegate.
public protocol URLSessionDownloadDelegate: URLSessionTaskDelegate {}
/// A WebSocket task's delegate.
public protocol URLSessionWebSocketDelegate: URLSessionTaskDelegate {}

/// What a task measured: nothing, in a render.
open class URLSessionTaskMetrics: NSObject {}

/// A request for a URL.
public struct URLRequest: Hashable, Sendable {
    /// How a request uses the cache.
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0, reloadIgnoringLocalCacheData = 1, reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2, returnCacheDataDontLoad = 3, reloadRevalidatingCacheData = 5
        public static let reloadIgnoringCacheData = CachePolicy.reloadIgnoringLocalCacheData
    }

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var httpMethod: String? = "GET"
    public var allHTTPHeaderFields: [String: String]?
    public var httpBody: Data?
    public var httpShouldHandleCookies = true
    public var allowsCellularAccess = true

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        let key = fields.keys.first { $0.caseInsensitiveCompare(field) == .orderedSame } ?? field
        fields[key] = value
        allHTTPHeaderFields = fields
    }

    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        let existing = self.value(forHTTPHeaderField: field)
        setValue(existing.map { "\($0),\(value)" } ?? value, forHTTPHeaderField: field)
    }

    public func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }
}

/// A response to a request (a render receives none).
open class URLResponse: NSObject, @unchecked Sendable {
    public let url: URL?
    public let mimeType: String?
    public let expectedContentLength: Int64
    public let textEncodingName: String?
    open var suggestedFilename: String? { url?.lastPathComponent }

    public init(url: URL, mimeType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
        self.url = url
        self.mimeType = mimeType
        expectedContentLength = Int64(length)
        textEncodingName = name
        super.init()
    }
}

/// An HTTP response.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int
    public let allHeaderFields: [AnyHashable: Any]

    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        allHeaderFields = headerFields ?? [:]
        super.init(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
    }

    open func value(forHTTPHeaderField field: String) -> String? {
        allHeaderFields.first { ($0.key as? String)?.caseInsensitiveCompare(field) == .orderedSame }?.value as? String
    }

    /// The reason phrase of `statusCode`, in lower case.
    open class func localizedString(forStatusCode statusCode: Int) -> String {
        let phrases = [
            200: "no error", 201: "created", 204: "no content", 301: "moved permanently", 302: "found",
            304: "not modified", 400: "bad request", 401: "unauthorized", 403: "forbidden", 404: "not found",
            500: "internal server error", 502: "bad gateway", 503: "service unavailable",
        ]
        return phrases[statusCode] ?? "unknown"
    }
}

/// The cache of responses: empty in a render.
open class URLCache: NSObject {
    /// The scene's one cache.
    public static var shared: URLCache { SceneRuntime.currentOrNew.urlCache }
    open var memoryCapacity: Int
    open var diskCapacity: Int
    open var currentMemoryUsage: Int { 0 }
    open var currentDiskUsage: Int { 0 }
    public init(memoryCapacity: Int, diskCapacity: Int, diskPath path: String?) {
        self.memoryCapacity = memoryCapacity
        self.diskCapacity = diskCapacity
        super.init()
    }
    open func cachedResponse(for request: URLRequest) -> CachedURLResponse? { nil }
    open func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {}
    open func removeCachedResponse(for request: URLRequest) {}
    open func removeAllCachedResponses() {}
}

/// A cached response.
open class CachedURLResponse: NSObject {
    public let response: URLResponse
    public let data: Data
    public init(response: URLResponse, data: Data) {
        self.response = response
        self.data = data
        super.init()
    }
}

/// An HTTP cookie.
open class HTTPCookie: NSObject {
    public let name: String
    public let value: String
    public let domain: String
    public let path: String
    public init?(properties: [HTTPCookiePropertyKey: Any]) {
        guard let name = properties[.name] as? String, let value = properties[.value] as? String else { return nil }
        self.name = name
        self.value = value
        domain = properties[.domain] as? String ?? ""
        path = properties[.path] as? String ?? "/"
        super.init()
    }
}

/// A cookie's property.
public struct HTTPCookiePropertyKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = HTTPCookiePropertyKey(rawValue: "Name")
    public static let value = HTTPCookiePropertyKey(rawValue: "Value")
    public static let domain = HTTPCookiePropertyKey(rawValue: "Domain")
    public static let path = HTTPCookiePropertyKey(rawValue: "Path")
    public static let expires = HTTPCookiePropertyKey(rawValue: "Expires")
}

/// The cookies: none in a render.
open class HTTPCookieStorage: NSObject {
    /// The scene's one cookie store.
    public static var shared: HTTPCookieStorage { SceneRuntime.currentOrNew.cookieStorage }
    open var cookies: [HTTPCookie]? { [] }
    open func setCookie(_ cookie: HTTPCookie) {}
    open func deleteCookie(_ cookie: HTTPCookie) {}
    open func cookies(for url: URL) -> [HTTPCookie]? { [] }
    open func removeCookies(since date: Date) {}
}

/// A credential for an authentication challenge.
open class URLCredential: NSObject {
    /// How long a credential is kept.
    public enum Persistence: UInt, Sendable { case none, forSession, permanent, synchronizable }
    public init(user: String, password: String, persistence: Persistence) {}
}

/// An authentication challenge: none comes in a render.
open class URLAuthenticationChallenge: NSObject {}
