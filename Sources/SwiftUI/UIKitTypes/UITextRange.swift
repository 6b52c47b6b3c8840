import Foundation

/// A range of a text view's text: UIKit's `UITextRange`, from `start` to `end`.
open class UITextRange: NSObject {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    public override init() {
        startPosition = UITextPosition()
        endPosition = UITextPosition()
    }

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }

    /// Where the range starts.
    open var start: UITextPosition { startPosition }
    /// Where the range ends.
    open var end: UITextPosition { endPosition }
    /// Whether the range holds no text.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
}
