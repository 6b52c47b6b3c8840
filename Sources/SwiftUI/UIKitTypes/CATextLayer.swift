internal import Raster

/// A layer that draws a string (`string`, a `String` or an `NSAttributedString`) from its top
/// edge, in `fontSize`-point type (36 by default, as Core Animation's) of `font` (a `UIFont`, a
/// font name, or the system font), in `foregroundColor` (white by default), aligned by
/// `alignmentMode`, wrapped when `isWrapped`.
open class CATextLayer: CALayer {
    open var string: Any?
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = CGColor(.init(red: 1, green: 1, blue: 1, alpha: 1))
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none

    override var layerContent: (any LayerContent)? { TextLayerContent(self) }
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
