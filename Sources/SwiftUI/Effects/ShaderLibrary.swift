import Foundation

/// The Metal shader functions of an app's bundle: SwiftUI's `ShaderLibrary`
/// (`ShaderLibrary.wave(.float(t))`, `ShaderLibrary.default.ripple(…)`). A render cannot run
/// Metal, so a library holds only its functions' names, and what its shaders would draw is not
/// drawn: the views are drawn without them, with a warning at the line that applies them
/// (`.colorEffect`, `.layerEffect`, `.distortionEffect`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    /// Where the library would be read from: the app's default library, a bundle's or a file's.
    let source: String

    /// The app's main bundle's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A library compiled into `data` (a `.metallib`'s bytes).
    public init(data: Data) { source = "data(\(data.count) bytes)" }

    /// The library in the `.metallib` file at `url`.
    public init(url: URL) { source = url.path }

    init(source: String) { self.source = source }

    /// The function `name` of the default library: `ShaderLibrary.wave`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// One function of a shader library; calling it with arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader that calls this function with `arguments` (after the ones SwiftUI passes).
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}
