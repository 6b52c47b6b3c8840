/// Foundation's list formatter ("a, b, and c"), which Linux's Foundation lacks: English.
open class ListFormatter: Formatter {
    open var locale: Locale = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined as an English list.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` (their descriptions) joined as an English list.
    open func string(from items: [Any]) -> String? {
        ListFormatter.localizedString(byJoining: items.map { "\($0)" })
    }

    open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap { string(from: $0) } }
}
