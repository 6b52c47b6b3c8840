import Foundation
import XCTest

@testable import SceneCompiler

/// The static members Xcode generates for asset catalogs' sets, made from a catalog the test
/// writes above a scene.
final class ResourceSymbolsTests: XCTestCase {
    func testNamesAsXcodeMakesThem() {
        let cases: [(String, String, String?)] = [
            ("Brand", "Color", "brand"), ("BrandColor", "Color", "brand"), ("AccentColor", "Color", "accent"),
            ("brand-primary", "Color", "brandPrimary"), ("Brand Primary", "Color", "brandPrimary"),
            ("URLIcon", "Image", "urlIcon"), ("LOGO", "Image", "logo"), ("logoImage", "Image", "logo"),
            ("Image", "Image", "image"), ("1stPlace", "Image", "_1stPlace"), ("default", "Color", "`default`"),
            ("---", "Color", nil),
        ]
        for (name, suffix, symbol) in cases {
            XCTAssertEqual(ResourceSymbols.symbol(for: name, droppingSuffix: suffix), symbol, name)
        }
    }

    func testDeclarationsForTheCatalogsAboveTheScene() throws {
        let project = NSTemporaryDirectory() + "symbols-" + ProcessInfo.processInfo.globallyUniqueString
        defer { try? FileManager.default.removeItem(atPath: project) }
        for set in ["Assets.xcassets/BrandColor.colorset", "Assets.xcassets/Icons/App Logo.imageset"] {
            try FileManager.default.createDirectory(atPath: project + "/" + set, withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: project + "/App/Views", withIntermediateDirectories: true)
        XCTAssertEqual(
            ResourceSymbols.declarations(near: project + "/App/Views/Launch.swift"),
            """

            // The asset catalogs' resource names, as Xcode generates them.
            extension SwiftUI.ColorResource {
                static let brand = SwiftUI.ColorResource(name: "BrandColor", bundle: .main)
            }
            extension SwiftUI.ImageResource {
                static let appLogo = SwiftUI.ImageResource(name: "App Logo", bundle: .main)
            }

            """)
        XCTAssertEqual(ResourceSymbols.declarations(near: NSTemporaryDirectory() + "nowhere/x/y/z/w/scene.swift"), "")
    }
}
