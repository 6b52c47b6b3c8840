import SwiftUI

// Tries to leave the sandbox: a file outside its output folder, and the user's home.
struct Escape: View {
    var body: some View {
        let wrote = FileManager.default.createFile(atPath: "/tmp/zoetrope-escape-probe", contents: Data("x".utf8))
        let home = (try? FileManager.default.contentsOfDirectory(atPath: "/root")) != nil
        let tools = FileManager.default.fileExists(atPath: "/usr/bin/sh")
        if wrote || home || tools { fatalError("escaped: wrote \(wrote), home \(home), tools \(tools)") }
        return Color.green.frame(width: 10, height: 10)
    }
}
