import Foundation
import XCTest

@testable import PreviewServer

final class FileWatcherTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        func add() {
            lock.lock()
            value += 1
            lock.unlock()
        }
    }

    /// Waits up to `seconds` for `condition`.
    private func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    func testSavesInPlaceAndByRenameAreSeenOnceEachAndOtherFilesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.swift")
        try Data("a".utf8).write(to: file)
        let counter = Counter()
        let watcher = try FileWatcher(path: file.path, quiet: 0.05) { counter.add() }
        defer { watcher.stop() }
        // Another file in the folder: nothing.
        try Data("x".utf8).write(to: folder.appendingPathComponent("other.swift"))
        usleep(300_000)
        XCTAssertEqual(counter.count, 0)
        // Written in place, in three writes: one change.
        let handle = try FileHandle(forWritingTo: file)
        for part in ["b", "c", "d"] { handle.write(Data(part.utf8)) }
        try handle.close()
        XCTAssertTrue(wait(2) { counter.count == 1 })
        usleep(200_000)
        XCTAssertEqual(counter.count, 1)
        // Written beside it and renamed over it, as editors save.
        let temporary = folder.appendingPathComponent(".scene.swift.tmp")
        try Data("e".utf8).write(to: temporary)
        XCTAssertEqual(rename(temporary.path, file.path), 0)
        XCTAssertTrue(wait(2) { counter.count == 2 })
    }

    func testAMissingFolderIsAnError() {
        XCTAssertThrowsError(try FileWatcher(path: "/nonexistent-\(UUID().uuidString)/scene.swift") {}) {
            XCTAssertTrue("\($0)".hasSuffix(": No such file or directory"), "\($0)")
        }
    }
}
