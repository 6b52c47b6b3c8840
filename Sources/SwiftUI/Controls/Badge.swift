extension View {
    /// A badge on a tab item or a list row. Not drawn yet: a warning at this line says so.
    public func badge(_ count: Int, line: Int = #line, column: Int = #column) -> some View {
        if count != 0 { Self.warnAboutBadge(line: line, column: column) }
        return self
    }

    /// A badge of text; not drawn (see `badge(_:)`).
    public func badge(_ label: Text?, line: Int = #line, column: Int = #column) -> some View {
        if label != nil { Self.warnAboutBadge(line: line, column: column) }
        return self
    }

    /// A badge of text; not drawn (see `badge(_:)`).
    public func badge(_ key: LocalizedStringKey?, line: Int = #line, column: Int = #column) -> some View {
        if key != nil { Self.warnAboutBadge(line: line, column: column) }
        return self
    }

    /// A badge of text; not drawn (see `badge(_:)`).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?, line: Int = #line, column: Int = #column) -> some View {
        if label != nil { Self.warnAboutBadge(line: line, column: column) }
        return self
    }

    static func warnAboutBadge(line: Int, column: Int) {
        RuntimeWarning.emit("'badge' is not drawn by Zoetrope yet", line: line, column: column)
    }
}
