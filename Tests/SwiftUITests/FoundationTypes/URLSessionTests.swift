import Foundation
import XCTest

@testable import SwiftUI

/// Foundation's networking as a render has it: per scene, offline.
final class URLSessionTests: XCTestCase {
    /// What a scene's views saw of the shared objects.
    final class Seen: @unchecked Sendable {
        var capacities: [Int] = []
        var sessions: [URLSession] = []  // kept, so a freed one's address is not reused
    }

    /// Reads the shared cache's capacity, then sets it to 1 (a scene's own setting).
    struct CacheUser: SwiftUI.View {
        let seen: Seen
        var body: some SwiftUI.View {
            SwiftUI.Color.clear.onAppear {
                seen.capacities.append(URLCache.shared.memoryCapacity)
                seen.sessions.append(URLSession.shared)
                URLCache.shared.memoryCapacity = 1
            }
        }
    }

    func testEachSceneHasItsOwnSharedSessionAndCache() throws {
        let seen = Seen()
        _ = try evaluate { CacheUser(seen: seen) }
        _ = try evaluate { CacheUser(seen: seen) }
        // The second scene does not see the first one's setting, nor its session.
        XCTAssertEqual(seen.capacities, [512_000, 512_000])
        XCTAssertEqual(seen.sessions.count, 2)
        XCTAssertFalse(seen.sessions[0] === seen.sessions[1])
    }
}
