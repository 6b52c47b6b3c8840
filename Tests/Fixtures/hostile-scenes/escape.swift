import SwiftUI

// Tries to leave the sandbox: a file in its own folder (the user's), the user's home, a program
// to start. Its /tmp is its own, and so is the current folder when that is under /tmp: what it
// writes there must not reach the user's (the test checks the user's folders).
struct Escape: View {
    var body: some View {
        let own = FileManager.default.createFile(
            atPath: "Tests/Fixtures/hostile-scenes/zoetrope-escape-probe", contents: Data("x".utf8))
        _ = FileManager.default.createFile(atPath: "zoetrope-escape-probe", contents: Data("x".utf8))
        _ = FileManager.default.createFile(atPath: "/tmp/zoetrope-escape-probe", contents: Data("x".utf8))
        let home = (try? FileManager.default.contentsOfDirectory(atPath: "/root")) != nil
        let tools = FileManager.default.fileExists(atPath: "/usr/bin/sh")
        if own || home || tools { fatalError("escaped: own \(own), home \(home), tools \(tools)") }
        return Color.green.frame(width: 10, height: 10)
    }
}
