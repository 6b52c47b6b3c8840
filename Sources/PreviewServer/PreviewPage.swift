/// The preview's web page: one HTML file with its script and styles (`PreviewPage+HTML.swift`,
/// compiled into the tool: nothing is read from disk when it is served).
public enum PreviewPage {
    public static let html: [UInt8] = Array(source.utf8)
}
