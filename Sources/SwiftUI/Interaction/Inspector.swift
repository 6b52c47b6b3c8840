extension View {
    /// A panel of details about the view's content, shown while `isPresented` is true. In a
    /// compact width, as on every iPhone, iOS presents an inspector as a sheet (Apple's
    /// documentation of `inspector(isPresented:content:)`), so it is drawn as `.sheet` is.
    public func inspector<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: () -> V, line: Int = #line, column: Int = #column
    ) -> some View {
        let content = content()
        return sheet(isPresented: isPresented, content: { content }, line: line, column: column)
    }

    /// The width of the inspector's column on a wide screen; an iPhone's sheet is full width.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The widths of the inspector's column on a wide screen; an iPhone's sheet is full width.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
