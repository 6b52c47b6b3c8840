import XCTest

@testable import SceneCompiler

/// Which of the compiler's errors name an asset set Xcode would have generated a symbol for.
final class MissingAssetSymbolsTests: XCTestCase {
    func testTheContextsAColourOrImageNameIsWrittenIn() {
        let cases: [(String, String, MissingAssetSymbols.Kind?)] = [
            ("type 'Color' has no member 'launch'", "Color.launch", .color),
            ("type 'Material' has no member 'launch'", ".foregroundStyle(.launch)", .color),
            ("type 'Color?' has no member 'launch'", ".foregroundColor(.launch)", .color),
            ("type 'ShapeStyle' has no member 'launch'", ".fill(.launch)", .color),
            ("type 'UIColor' has no member 'launch'", "Color(uiColor: .launch)", .color),
            ("type 'ImageResource' has no member 'launch'", "Image(.launch)", .image),
            ("type 'UIImage' has no member 'launch'", "Image(uiImage: .launch)", .image),
            ("type 'Font' has no member 'launch'", ".font(.launch)", nil),
            ("value of type 'Color' has no member 'launch'", "c.launch", nil),
        ]
        for (message, line, kind) in cases {
            let symbol = MissingAssetSymbols.symbol(message: message, sourceLine: line, line: 3, column: 1)
            XCTAssertEqual(symbol?.kind, kind, message)
            if kind != nil { XCTAssertEqual(symbol?.name, "launch", message) }
        }
    }

    func testAnImplicitMemberTakesItsKindFromTheCallAroundIt() {
        let message = "reference to member 'brand' cannot be resolved without a contextual type"
        // Columns are the member's name, after the dot.
        let color = MissingAssetSymbols.symbol(
            message: message, sourceLine: "    Circle().fill(Color( .brand))", line: 1, column: 27)
        XCTAssertEqual(color?.kind, .color)
        let image = MissingAssetSymbols.symbol(message: message, sourceLine: "    Image(.brand)", line: 1, column: 12)
        XCTAssertEqual(image?.kind, .image)
        XCTAssertNil(MissingAssetSymbols.symbol(message: message, sourceLine: "    f(.brand)", line: 1, column: 8))
    }

    func testOnlyErrorsThatAreAllAssetNamesAreTaken() {
        var symbols = MissingAssetSymbols()
        let path = "/s/Scene.swift"
        let source = "import SwiftUI\nlet a = Color.launch\nlet b = Color(hex: 1)\n"
        XCTAssertFalse(
            symbols.add(
                errorsIn: "\(path):2:15: error: type 'Color' has no member 'launch'\n"
                    + "\(path):3:15: error: extraneous argument label 'hex:' in call\n",
                path: path, source: source, declared: ""))
        XCTAssertEqual(symbols.symbols, [])
        XCTAssertTrue(
            symbols.add(
                errorsIn: "\(path):2:15: error: type 'Color' has no member 'launch'\n", path: path, source: source,
                declared: ""))
        XCTAssertEqual(symbols.symbols.map(\.name), ["launch"])
        XCTAssertTrue(symbols.declarations.contains("static let launch = SwiftUI.ColorResource(name: \"launch\""))
        // The same name again adds nothing: the compiler would only fail the same way.
        XCTAssertFalse(
            symbols.add(
                errorsIn: "\(path):2:15: error: type 'Color' has no member 'launch'\n", path: path, source: source,
                declared: ""))
    }

    func testASetACatalogHasGetsOnlyItsExtensions() {
        var symbols = MissingAssetSymbols()
        let path = "/s/Scene.swift"
        let declared =
            "extension SwiftUI.ColorResource {\n    static let brand = SwiftUI.ColorResource(name: \"Brand\", bundle: .main)\n}\n"
        XCTAssertTrue(
            symbols.add(
                errorsIn: "\(path):2:15: error: type 'Color' has no member 'brand'\n", path: path,
                source: "import SwiftUI\nlet a = Color.brand\n", declared: declared))
        XCTAssertFalse(symbols.declarations.contains("static let brand"))
        XCTAssertTrue(symbols.declarations.contains("static var brand: SwiftUI.Color"))
    }

    /// A misspelt system colour stays the compiler's error, as in Xcode; a name that only
    /// starts like one (`gray2`, `tint2`) is an asset.
    func testAMisspeltSystemColourIsNotAnAsset() {
        for typo in ["purpel", "bleu", "grey", "Yelow", "systemBlu"] {
            XCTAssertTrue(MissingAssetSymbols.isTypo(typo), typo)
            XCTAssertNil(
                MissingAssetSymbols.symbol(
                    message: "type 'Color' has no member '\(typo)'", sourceLine: "", line: 1, column: 1), typo)
        }
        for asset in ["launch", "brand", "gray2", "tint2", "accentBlue", "brandText", "background2"] {
            XCTAssertFalse(MissingAssetSymbols.isTypo(asset), asset)
        }
    }
}
