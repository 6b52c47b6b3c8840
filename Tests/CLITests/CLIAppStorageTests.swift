import Foundation
import Media
import XCTest

/// `@AppStorage` in a scene as a user writes it: toggled with animation as the view appears (a
/// video has no stored defaults, so it starts at its default), next to the user defaults calls
/// iOS code makes.
final class CLIAppStorageTests: CLITestCase {
    func testAnAppStorageFlagToggledOnAppearRendersTheChangeAnimated() throws {
        let scene = try writeScene(
            "flag.swift",
            """
            import SwiftUI
            struct Flag: View {
                @AppStorage("on") var on = false
                var body: some View {
                    Rectangle().fill(on ? Color.green : Color.red)
                        .frame(width: on ? 20 : 10, height: 20)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .onAppear {
                            UserDefaults.standard.setValue(true, forKey: "seen")
                            withAnimation(.linear(duration: 1)) { on = UserDefaults.standard.bool(forKey: "seen") }
                        }
                }
            }
            """)
        func row(at time: String) throws -> [[UInt8]] {
            let out = file("f.png")
            let r = try run([
                "frame", scene, "--time", time, "-o", out, "--size", "20x20", "--scale", "1", "--safe-area", "none",
            ])
            XCTAssertEqual(r.status, 0, r.stderr)
            let image = try ImageFile.read(path: out)
            return [2, 12, 18].map { x in
                let i = (10 * image.width + x) * 4
                return Array(image.premultipliedRGBA[i..<i + 4])
            }
        }
        let white: [UInt8] = [255, 255, 255, 255]
        XCTAssertEqual(try row(at: "0"), [[255, 59, 48, 255], white, white])
        XCTAssertEqual(try row(at: "0.5")[1], try row(at: "0.5")[0])
        XCTAssertEqual(try row(at: "0.5")[2], white)
        XCTAssertEqual(try row(at: "1"), Array(repeating: [52, 199, 89, 255], count: 3))
    }
}
