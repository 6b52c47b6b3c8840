extension FontRequest {
    /// This font at Dynamic Type size `index` (`DynamicTypeStyle.size(at:)`): a text style takes
    /// its size from Apple's table and scales its leading with it (an estimate: the table's
    /// leadings grow a little less at the largest sizes); a font of a fixed size is unchanged.
    /// The result is a fixed size, so that sizing it again changes nothing.
    func sized(at index: Int) -> FontRequest {
        guard let textStyle else { return self }
        var font = self
        font.textStyle = nil
        guard index != DynamicTypeStyle.defaultSize else { return font }
        let size = textStyle.size(at: index)
        if let leading, self.size > 0 { font.leading = leading * size / self.size }
        font.size = size
        return font
    }
}
