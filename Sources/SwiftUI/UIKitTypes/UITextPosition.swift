import Foundation

/// A position in a text view's text: UIKit's `UITextPosition`. A text view's positions are
/// offsets into its text (no one types in a render, so they are only handed around).
open class UITextPosition: NSObject {
    /// The offset from the start of the text.
    let offset: Int

    public override init() { offset = 0 }

    init(offset: Int) { self.offset = offset }
}
