/// The preview's web page: one HTML file with its script and styles (`preview.html`, compiled
/// into the tool: nothing is read from disk when it is served).
public enum PreviewPage {
    public static var html: [UInt8] { PackageResources.preview_html }
}
