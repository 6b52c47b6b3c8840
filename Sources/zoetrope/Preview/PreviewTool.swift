import Foundation
import PreviewServer
import Zoetrope
import ZoetropeCLI

/// `zoetrope preview`: the server. Its URLs (docs/preview.md):
///
///     GET  /                  the page (`/?t=2.5` opens it at that time)
///     GET  /frame?t=SECONDS   the frame at that time as a PNG (`&g=N`: of generation N, cacheable;
///                             `&fast=1`: a JPEG when the frame is opaque, for scrubbing and playing)
///     GET  /info              the scene: size, scale, fps, duration, frames, generation, error
///     GET  /timeline          what `zoetrope timeline --json` prints
///     GET  /events            server-sent events: scene, error, render
///     POST /render?format=mp4 renders the scene (mp4 or gif); {"id": N}
///     GET  /download/N        that render's file
///
/// Nothing in a request names a file: the handler answers these paths and no other.
enum PreviewTool {
    static func run(_ arguments: [String]) -> Int32 {
        PreviewCommand.run(arguments, serve: serve)
    }

    static func serve(_ options: PreviewCommand.Options) throws -> Int32 {
        // A missing or unreadable file is the same error as for the other commands (exit 66).
        _ = try SceneRenderer.readScene(path: options.scene)
        let session = PreviewSession(options: options)
        let renders = try PreviewRenders(session: session)
        defer { renders.stop() }
        let server: HTTPServer
        do {
            server = try HTTPServer(host: options.host, port: options.port) { request in
                respond(to: request, session: session, renders: renders)
            }
        } catch {
            // The port is taken or the address is not this machine's (exit 69, EX_UNAVAILABLE).
            FileHandle.standardError.write(Data("zoetrope: error: \(error)\n".utf8))
            return 69
        }
        session.reload()
        let watcher = try FileWatcher(path: options.scene) { session.reload() }
        print("Previewing \(options.scene) at \(server.url)  (Ctrl-C to stop)")
        if let error = session.state.error { FileHandle.standardError.write(Data(error.utf8)) }
        fflush(nil)  // every stream: `stdout` is a C global Swift 6 cannot check
        if options.open { openBrowser(server.url) }
        while !Interrupt.isRequested { usleep(50_000) }
        watcher.stop()
        session.stop()
        server.stop()
        return 130
    }

    static func respond(to request: HTTPServer.Request, session: PreviewSession, renders: PreviewRenders)
        -> HTTPServer.Response
    {
        let get = request.method == "GET" || request.method == "HEAD"
        switch (request.path, get) {
        case ("/", true):
            return HTTPServer.Response(
                status: 200, contentType: "text/html; charset=utf-8", headers: [("Cache-Control", "no-cache")],
                body: .bytes(PreviewPage.html))
        case ("/frame", true):
            guard let text = request.query["t"], let t = Double(text), t.isFinite, t >= 0, t <= 86_400 else {
                return HTTPServer.Response(status: 400, text: "400 Bad Request: t must be a time in seconds")
            }
            let kind: String
            switch (request.query["fast"] == "1", session.storesFrames) {
            case (true, true): kind = " fast"
            case (true, false): kind = " fast-compressed"
            case (false, true): kind = " stored"
            case (false, false): kind = ""
            }
            let ask = "frame \(t)\(kind)"
            switch session.ask(ask, skip: { request.clientHasLeft }) {
            case nil:
                return HTTPServer.Response(status: 499, text: "the client has gone")
            case .ok(let image)?:
                // A frame of a named generation never changes.
                let cache = request.query["g"] != nil ? "public, max-age=31536000, immutable" : "no-store"
                // A fast frame is a PNG when it has transparent pixels: JPEG files start FF D8.
                let type = image.starts(with: [0xFF, 0xD8]) ? "image/jpeg" : "image/png"
                return HTTPServer.Response(
                    status: 200, contentType: type, headers: [("Cache-Control", cache)], body: .bytes(image))
            case .failed(let text)?, .ended(let text)?:
                return HTTPServer.Response(status: 503, text: text)
            }
        case ("/info", true):
            return .json(session.infoJSON())
        case ("/timeline", true):
            switch session.ask("timeline") {
            case .ok(let bytes)?:
                return HTTPServer.Response(status: 200, contentType: "application/json", body: .bytes(bytes))
            case .failed(let text)?, .ended(let text)?:
                return HTTPServer.Response(status: 503, text: text)
            case nil:
                return HTTPServer.Response(status: 503, text: "no scene is loaded")
            }
        case ("/events", true):
            let subscription = session.events.subscribe()
            session.greet(subscription)
            return HTTPServer.Response(
                status: 200, contentType: "text/event-stream", headers: [("Cache-Control", "no-cache")],
                body: .events(subscription))
        case ("/render", false) where request.method == "POST":
            guard let format = request.query["format"], ["mp4", "gif"].contains(format) else {
                return HTTPServer.Response(status: 400, text: "400 Bad Request: format must be mp4 or gif")
            }
            return .json(json(["id": renders.start(format: format)]), status: 202)
        case (let path, true) where path.hasPrefix("/download/"):
            guard let id = Int(path.dropFirst("/download/".count)), let (file, name) = renders.file(id),
                let bytes = FileManager.default.contents(atPath: file)
            else { return HTTPServer.Response(status: 404, text: "404 Not Found") }
            let type = name.hasSuffix(".gif") ? "image/gif" : "video/mp4"
            return HTTPServer.Response(
                status: 200, contentType: type, headers: [("Content-Disposition", "attachment; filename=\"\(name)\"")],
                body: .bytes(Array(bytes)))
        case ("/", false), ("/frame", false), ("/info", false), ("/timeline", false), ("/events", false):
            return HTTPServer.Response(
                status: 405, contentType: "text/plain; charset=utf-8", headers: [("Allow", "GET, HEAD")],
                body: .bytes(Array("405 Method Not Allowed\n".utf8)))
        case ("/render", true):
            return HTTPServer.Response(
                status: 405, contentType: "text/plain; charset=utf-8", headers: [("Allow", "POST")],
                body: .bytes(Array("405 Method Not Allowed\n".utf8)))
        default:
            return HTTPServer.Response(status: 404, text: "404 Not Found")
        }
    }

    /// Opens `url` with the desktop's browser, if there is one.
    static func openBrowser(_ url: String) {
        var pid = pid_t()
        let words: [String] = ["xdg-open", url]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        if posix_spawnp(&pid, "xdg-open", nil, nil, argv, environ) != 0 {
            FileHandle.standardError.write(
                Data("zoetrope: warning: cannot open a browser (xdg-open); open \(url)\n".utf8))
        }
    }
}
