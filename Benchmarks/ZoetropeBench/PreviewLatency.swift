import Foundation

/// `zoetrope preview`'s frame latency: from sending `GET /frame?t=…` to the last byte of the image,
/// over loopback, for frames at `count` distinct times spread over the scene (each drawn afresh:
/// the server keeps no frames), as PNGs and as the page's fast JPEGs (`&fast=1`). The first
/// request, which also warms the program, is not counted. Medians and 95th percentiles, seconds.
func benchPreviewLatency(zoetrope: String, scene: String, scale: Double, count: Int = 40)
    -> (png: (Double, Double), jpeg: (Double, Double))?
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: zoetrope)
    process.arguments = ["preview", scene, "--port", "0", "--scale", String(scale)]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    defer {
        process.interrupt()
        process.waitUntilExit()
    }
    // "Previewing SCENE at http://127.0.0.1:PORT/  (Ctrl-C to stop)"
    var line: [UInt8] = []
    while let byte = try? out.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
        line.append(first)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: "http://127.0.0.1:"),
        let port = UInt16(text[range.upperBound...].prefix { $0.isNumber })
    else { return nil }
    guard let info = httpGet("/info", port: port),
        let object = try? JSONSerialization.jsonObject(with: Data(info)) as? [String: Any],
        let duration = (object["duration"] as? NSNumber)?.doubleValue
    else { return nil }
    _ = httpGet("/frame?t=0", port: port)
    func measure(_ query: String, signature: [UInt8]) -> (Double, Double)? {
        var latencies: [Double] = []
        for i in 0..<count {
            let t = duration * Double(i) / Double(count)
            let start = DispatchTime.now().uptimeNanoseconds
            guard let image = httpGet("/frame?t=\(t)\(query)", port: port), image.starts(with: signature) else {
                return nil
            }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        latencies.sort()
        let p95 = latencies[min(latencies.count - 1, Int((Double(latencies.count) * 0.95).rounded(.up)) - 1)]
        return (median(latencies) ?? 0, p95)
    }
    guard let png = measure("", signature: [0x89, 0x50, 0x4E, 0x47]),
        let jpeg = measure("&fast=1", signature: [0xFF, 0xD8])
    else { return nil }
    return (png, jpeg)
}

/// The body of `GET path` from 127.0.0.1:`port` (HTTP/1.1, the connection closed after it).
func httpGet(_ path: String, port: UInt16) -> [UInt8]? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
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
    guard connected == 0 else { return nil }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else { return nil }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        answer += buffer[..<n]
    }
    guard answer.starts(with: Array("HTTP/1.1 200".utf8)),
        let end = answer.firstRange(of: Array("\r\n\r\n".utf8))
    else { return nil }
    return Array(answer[end.upperBound...])
}

/// The preview latency table: the launch scene at scale 3 and 1.
func benchPreviewLatencies(zoetrope: String) {
    print("\nPreview frame latency (GET /frame → last byte, loopback, 40 times over scenes/launch.swift)")
    print("| scale | size | PNG median | PNG p95 | JPEG (fast=1) median | JPEG p95 |")
    print("|---|---|---|---|---|---|")
    for (scale, size) in [(3.0, "1170×2532"), (1.0, "390×844")] {
        guard let (png, jpeg) = benchPreviewLatency(zoetrope: zoetrope, scene: "scenes/launch.swift", scale: scale)
        else {
            print("| \(Int(scale)) | \(size) | failed | failed | failed | failed |")
            continue
        }
        print(
            String(
                format: "| %d | %@ | %.3f s | %.3f s | %.3f s | %.3f s |", Int(scale), size, png.0, png.1, jpeg.0,
                jpeg.1))
    }
}
