/// Menu commands of an app (the menu bar of an iPad with a keyboard, or a Mac). An iPhone shows
/// no menu bar, so commands change nothing drawn.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Builds an app's commands.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> EmptyCommands {
        EmptyCommands()
    }
}

/// No commands.
public struct EmptyCommands: Commands {
    public init() {}
    public var body: Never { neverBody("EmptyCommands") }
}

/// A menu of commands.
public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    public var body: Never { neverBody("CommandMenu") }
}

/// Commands added to, or in place of, a group of the standard menus.
public struct CommandGroup<Content: View>: Commands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: Never { neverBody("CommandGroup") }
}

/// A group of the standard menus.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar commands.
public struct SidebarCommands: Commands {
    public init() {}
    public var body: Never { neverBody("SidebarCommands") }
}

/// The standard toolbar commands.
public struct ToolbarCommands: Commands {
    public init() {}
    public var body: Never { neverBody("ToolbarCommands") }
}

/// The standard text-editing commands.
public struct TextEditingCommands: Commands {
    public init() {}
    public var body: Never { neverBody("TextEditingCommands") }
}

/// The standard text-formatting commands.
public struct TextFormattingCommands: Commands {
    public init() {}
    public var body: Never { neverBody("TextFormattingCommands") }
}

extension Scene {
    /// The scene's menu commands: an iPhone shows no menu bar.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
