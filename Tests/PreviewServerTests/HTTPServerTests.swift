import Foundation
import XCTest

@testable import PreviewServer

final class HTTPServerTests: XCTestCase {
    /// Sends `request` as it is to the server and returns everything it answers (until it closes
    /// the connection or a second passes without data).
    private func exchange(_ request: [UInt8], port: UInt16) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        XCTAssertEqual(connected, 0)
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            answer += buffer[..<n]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    private func get(_ target: String, host: String, port: UInt16) throws -> String {
        try exchange(Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    private func makeServer() throws -> HTTPServer {
        try HTTPServer(host: "127.0.0.1", port: 0) { request in
            let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return HTTPServer.Response(status: 200, text: "\(request.method) \(request.path) \(query)")
        }
    }

    func testTheHandlerSeesTheMethodThePathAndTheDecodedQuery() throws {
        let server = try makeServer()
        defer { server.stop() }
        XCTAssertNotEqual(server.port, 0)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
        let answer = try get("/frame?t=2.5&name=a%20b", host: "127.0.0.1:\(server.port)", port: server.port)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        XCTAssertTrue(answer.hasSuffix("\r\n\r\nGET /frame [\"name=a b\", \"t=2.5\"]\n"), answer)
        XCTAssertTrue(answer.contains("Content-Type: text/plain; charset=utf-8"), answer)
    }

    /// DNS rebinding: a page of another site that resolves its name to 127.0.0.1 sends its own
    /// name as Host; only the listening address and localhost are served.
    func testOnlyTheListeningAddressAndLocalhostAreServed() throws {
        let server = try makeServer()
        defer { server.stop() }
        let port = server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            XCTAssertTrue(try get("/", host: host, port: port).hasPrefix("HTTP/1.1 200"), host)
        }
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "localhost:\(port + 1)", "127.0.0.2:\(port)"]
        {
            let answer = try get("/", host: host, port: port)
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 403"), "\(host): \(answer)")
            XCTAssertFalse(answer.contains("GET /"), "the handler ran for \(host)")
        }
        // HTTP/1.0 without a Host header.
        let bare = try exchange(Array("GET / HTTP/1.0\r\n\r\n".utf8), port: port)
        XCTAssertTrue(bare.hasPrefix("HTTP/1.0 403") || bare.hasPrefix("HTTP/1.1 403"), bare)
    }

    func testAHugeRequestLineIsRefusedAndTheServerGoesOn() throws {
        let server = try makeServer()
        defer { server.stop() }
        let long = "/" + String(repeating: "a", count: 1 << 20)
        let answer = try get(long, host: "127.0.0.1:\(server.port)", port: server.port)
        let status = Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3)) ?? 0
        XCTAssertTrue((400..<500).contains(status), String(answer.prefix(200)))
        XCTAssertTrue(try get("/", host: "127.0.0.1:\(server.port)", port: server.port).hasPrefix("HTTP/1.1 200"))
    }

    func testAnotherAddressThanAnIPOrLocalhostIsRefused() {
        XCTAssertThrowsError(try HTTPServer(host: "example.com", port: 0) { _ in .json("{}") }) {
            XCTAssertEqual(
                "\($0)", "invalid host 'example.com': expected an IP address such as 127.0.0.1, or localhost")
        }
    }

    func testAPortInUseIsAnError() throws {
        let server = try makeServer()
        defer { server.stop() }
        XCTAssertThrowsError(try HTTPServer(host: "127.0.0.1", port: server.port) { _ in .json("{}") }) {
            XCTAssertEqual("\($0)", "cannot listen on 127.0.0.1:\(server.port): Address already in use")
        }
    }

    func testEventsReachASubscriberInOrderAndEndWhenTheStreamCloses() throws {
        let stream = EventStream()
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            let subscription = stream.subscribe()
            subscription.send("scene", data: "{\"generation\":1}")
            return HTTPServer.Response(status: 200, contentType: "text/event-stream", body: .events(subscription))
        }
        defer { server.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            stream.send("error", data: "a\nb")
            stream.close()
        }
        let answer = try get("/events", host: "127.0.0.1:\(server.port)", port: server.port)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        // Chunked transfer: the events appear in order, each "event:" and "data:" lines and a blank line.
        let scene = try XCTUnwrap(body.range(of: "event: scene\ndata: {\"generation\":1}\n\n"))
        let error = try XCTUnwrap(body.range(of: "event: error\ndata: a\ndata: b\n\n"))
        XCTAssertLessThan(scene.lowerBound, error.lowerBound)
        XCTAssertEqual(stream.subscriberCount, 0, "the subscription ends with its response")
    }

    /// A handler can tell that its client has closed the connection (a page that dropped the
    /// request), and that one still waiting has not.
    func testAHandlerSeesWhetherItsClientHasLeft() throws {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var values: [String: Bool] = [:]
            func set(_ key: String, _ value: Bool) {
                lock.lock()
                values[key] = value
                lock.unlock()
            }
            func get(_ key: String) -> Bool? {
                lock.lock()
                defer { lock.unlock() }
                return values[key]
            }
        }
        let seen = Seen()
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
            usleep(300_000)
            seen.set(request.path, request.clientHasLeft)
            return HTTPServer.Response(status: 200, text: "late")
        }
        defer { server.stop() }
        // Sends the request and closes at once.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let request = Array("GET /gone HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        usleep(50_000)
        close(fd)
        // Waits for its answer.
        XCTAssertTrue(try get("/there", host: "127.0.0.1:\(server.port)", port: server.port).hasSuffix("late\n"))
        for _ in 0..<100 where seen.get("/gone") == nil { usleep(10_000) }
        XCTAssertEqual(seen.get("/gone"), true)
        XCTAssertEqual(seen.get("/there"), false)
    }
}
