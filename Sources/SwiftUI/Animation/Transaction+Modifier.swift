extension View {
    /// Changes the transaction of the changes below (`$0.animation = nil`). Not applied yet:
    /// changes animate as their `withAnimation` or `.animation` says, with a warning at this line.
    public func transaction(
        _ transform: @escaping (inout Transaction) -> Void, line: Int = #line, column: Int = #column
    )
        -> some View
    {
        RuntimeWarning.emit(
            "'transaction' is ignored: changes below animate as withAnimation and .animation say", line: line,
            column: column)
        return self
    }
}
