import Foundation

@_implementationOnly import CMicroHTTPD

/// A small HTTP/1.1 server on libmicrohttpd, for a tool's own page on the local machine.
///
/// libmicrohttpd parses requests and enforces the protocol's limits (a request larger than
/// `requestMemory` gets 414 or 431, idle connections are closed); this type adds what a local
/// tool's server needs on top: every request whose `Host` header is not the listening address or
/// `localhost` (DNS rebinding) is refused with 403 before any handler runs, request bodies are
/// discarded, and the handler only ever sees a method, a path and decoded query arguments.
/// Each connection has its own thread, so a long response (an event stream) never delays another.
public final class HTTPServer: @unchecked Sendable {
    /// What the handler gets.
    public struct Request: Sendable {
        public var method: String
        /// The path, without the query, percent-decoded by libmicrohttpd.
        public var path: String
        /// The query's arguments, decoded.
        public var query: [String: String]
        /// The connection's socket, to tell whether the client is still there.
        let socket: Int32

        /// Whether the client has closed its connection (a page that no longer wants the
        /// answer): work for it can be skipped.
        public var clientHasLeft: Bool {
            guard socket >= 0 else { return false }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN) | Int16(bitPattern: 0x2000), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return false }
            // POLLRDHUP (0x2000): the peer closed; POLLHUP, POLLERR: the socket is gone.
            return descriptor.revents & (Int16(bitPattern: 0x2000) | Int16(POLLHUP) | Int16(POLLERR)) != 0
        }
    }

    /// What the handler returns.
    public struct Response {
        public enum Body {
            case bytes([UInt8])
            /// Server-sent events: the subscription is read until the client leaves or the stream ends.
            case events(EventStream.Subscription)
        }

        public var status: Int
        public var contentType: String
        public var headers: [(String, String)]
        public var body: Body

        public init(status: Int, contentType: String, headers: [(String, String)] = [], body: Body) {
            self.status = status
            self.contentType = contentType
            self.headers = headers
            self.body = body
        }

        public init(status: Int, text: String) {
            self.init(status: status, contentType: "text/plain; charset=utf-8", body: .bytes(Array((text + "\n").utf8)))
        }

        public static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, contentType: "application/json", body: .bytes(Array(text.utf8)))
        }
    }

    public typealias Handler = @Sendable (Request) -> Response

    /// The address and port it listens on (the port chosen by the system when 0 was asked for).
    public let host: String
    public let port: UInt16
    /// The URL to open.
    public var url: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" }

    private let handler: Handler
    private var daemon: OpaquePointer?
    private let listener: Int32
    private let allowedHosts: Set<String>

    /// Bytes libmicrohttpd may hold for one connection's request (line and headers).
    static let requestMemory = 64 * 1024
    /// Connections served at once; libmicrohttpd closes any more at once.
    static let connectionLimit: UInt32 = 64
    /// Seconds an idle connection is kept.
    static let idleTimeout: UInt32 = 60

    /// Listens on `host` (a numeric IPv4 or IPv6 address, or `localhost`) and `port` (0: any free one).
    public init(host: String, port: UInt16, handler: @escaping Handler) throws {
        self.handler = handler
        let (fd, bound, numeric) = try Self.listen(host: host, port: port)
        listener = fd
        self.host = numeric
        self.port = bound
        var hosts: Set<String> = []
        for name in [numeric.contains(":") ? "[\(numeric)]" : numeric, "localhost"] {
            hosts.insert("\(name):\(bound)")
            // A browser leaves the port out when it is the scheme's default.
            if bound == 80 { hosts.insert(name) }
        }
        allowedHosts = hosts
        let context = Unmanaged.passUnretained(self).toOpaque()
        let flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
        let options: [CVarArg] = [
            Int32(MHD_OPTION.LISTEN_SOCKET.rawValue), fd,
            Int32(MHD_OPTION.CONNECTION_LIMIT.rawValue), Self.connectionLimit,
            Int32(MHD_OPTION.CONNECTION_TIMEOUT.rawValue), Self.idleTimeout,
            Int32(MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue), Self.requestMemory,
            Int32(MHD_OPTION.NOTIFY_COMPLETED.rawValue), unsafeBitCast(requestCompleted, to: OpaquePointer.self),
            Int(0),  // its context: none
            Int32(MHD_OPTION.END.rawValue),
        ]
        daemon = withVaList(options) { arguments in
            MHD_start_daemon_va(flags, bound, nil, nil, accessHandler, context, arguments)
        }
        guard daemon != nil else {
            close(fd)
            throw HTTPServerError("cannot start the HTTP server on \(numeric):\(bound)")
        }
    }

    /// Stops listening and waits for the connections' threads (an event stream must have ended).
    public func stop() {
        guard let daemon else { return }
        self.daemon = nil
        MHD_stop_daemon(daemon)
        close(listener)
    }

    deinit { stop() }

    /// Whether a request's `Host` header names this server.
    func allows(host: String?) -> Bool {
        guard let host else { return false }
        return allowedHosts.contains(host.lowercased())
    }

    /// Answers one request: the Host check, then the handler.
    fileprivate func respond(
        method: String, path: String, query: [String: String], host: String?, socket: Int32
    ) -> Response {
        guard allows(host: host) else { return Response(status: 403, text: "403 Forbidden: unknown Host") }
        return handler(Request(method: method, path: path, query: query, socket: socket))
    }

    /// A listening socket on `host`:`port`: its descriptor, its port and its numeric address.
    private static func listen(host: String, port: UInt16) throws -> (Int32, UInt16, String) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = host == "localhost" ? AI_PASSIVE : AI_NUMERICHOST | AI_PASSIVE
        hints.ai_family = host == "localhost" ? AF_INET : AF_UNSPEC
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else {
            throw HTTPServerError("invalid host '\(host)': expected an IP address such as 127.0.0.1, or localhost")
        }
        defer { freeaddrinfo(found) }
        let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard fd >= 0 else { throw HTTPServerError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw HTTPServerError("cannot listen on \(host):\(port): \(reason)")
        }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var numeric = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                getsockname(fd, pointer, &length) == 0
                    && getnameinfo(
                        pointer, length, &numeric, socklen_t(numeric.count), &service, socklen_t(service.count),
                        NI_NUMERICHOST | NI_NUMERICSERV) == 0
            }
        }
        guard named, let bound = UInt16(String(cString: service)) else {
            close(fd)
            throw HTTPServerError("cannot read the address of the listening socket")
        }
        return (fd, bound, String(cString: numeric))
    }
}

/// A server that could not start.
public struct HTTPServerError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// A request's state between libmicrohttpd's calls: its first call only announces the headers.
private final class RequestState {
    var discarded = 0
}

/// libmicrohttpd's access handler: called for the headers, then for each piece of a body, then
/// once more at the end of the request; the response is queued on that last call. Bodies are
/// not used: read and dropped, refused with 413 beyond `requestMemory`.
private func accessHandler(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadSize: UnsafeMutablePointer<Int>?, state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let state else { return MHD_Result.NO }
    let tooLarge = HTTPServer.Response(status: 413, text: "413 Content Too Large")
    guard let pointer = state.pointee else {
        let length = MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, "Content-Length")
        if let length, let count = Int(String(cString: length)), count > HTTPServer.requestMemory {
            return queue(tooLarge, on: connection)
        }
        state.pointee = Unmanaged.passRetained(RequestState()).toOpaque()
        return MHD_Result.YES
    }
    let request = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    if let uploadSize, uploadSize.pointee > 0 {
        // libmicrohttpd takes no response while a body is being read: a body without a length
        // (chunked) is read to its end and refused then, or the connection closed past 4 MiB.
        request.discarded += uploadSize.pointee
        uploadSize.pointee = 0
        return request.discarded > 64 * HTTPServer.requestMemory ? MHD_Result.NO : MHD_Result.YES
    }
    if request.discarded > HTTPServer.requestMemory { return queue(tooLarge, on: connection) }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let host = MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, "Host").map { String(cString: $0) }
    var query: [String: String] = [:]
    withUnsafeMutablePointer(to: &query) { pointer in
        _ = MHD_get_connection_values(
            connection, MHD_ValueKind.GET_ARGUMENT_KIND,
            { target, _, key, value in
                if let target, let key {
                    let query = target.assumingMemoryBound(to: [String: String].self)
                    query.pointee[String(cString: key)] = value.map { String(cString: $0) } ?? ""
                }
                return MHD_Result.YES
            }, pointer)
    }
    let response = server.respond(
        method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "",
        query: query, host: host, socket: zoetrope_connection_socket(connection))
    return queue(response, on: connection)
}

/// libmicrohttpd's end of a request, answered or not (a client that left): frees its state.
private let requestCompleted: MHD_RequestCompletedCallback = { _, _, state, _ in
    guard let state, let pointer = state.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    state.pointee = nil
}

/// Hands `response` to libmicrohttpd.
private func queue(_ response: HTTPServer.Response, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        made = bytes.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
        }
    case .events(let subscription):
        let reader = Unmanaged.passRetained(EventReader(subscription)).toOpaque()
        made = MHD_create_response_from_callback(
            UInt64.max, 4096,  // MHD_SIZE_UNKNOWN
            { context, _, buffer, capacity in
                guard let context, let buffer else { return -1 }
                return Unmanaged<EventReader>.fromOpaque(context).takeUnretainedValue().read(into: buffer, capacity)
            }, reader,
            { context in
                guard let context else { return }
                Unmanaged<EventReader>.fromOpaque(context).release()
            })
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    MHD_add_response_header(made, "Content-Type", response.contentType)
    MHD_add_response_header(made, "X-Content-Type-Options", "nosniff")
    for (name, value) in response.headers { MHD_add_response_header(made, name, value) }
    return MHD_queue_response(connection, UInt32(response.status), made)
}

/// Feeds an event stream's messages to libmicrohttpd, which calls `read` from the connection's
/// own thread whenever it can send more.
private final class EventReader {
    private let subscription: EventStream.Subscription
    private var pending: [UInt8] = []

    init(_ subscription: EventStream.Subscription) { self.subscription = subscription }

    deinit { subscription.cancel() }

    /// Copies up to `capacity` bytes of the next messages, waiting for one (a comment line keeps
    /// an idle stream open); -1 ends the response.
    func read(into buffer: UnsafeMutablePointer<CChar>, _ capacity: Int) -> Int {
        if pending.isEmpty {
            guard let next = subscription.next(timeout: 15) else { return -1 }
            pending = Array(next.utf8)
        }
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        pending.removeFirst(count)
        return count
    }
}
