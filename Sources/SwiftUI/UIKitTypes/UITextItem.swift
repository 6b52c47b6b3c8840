import Foundation

/// A link, attachment or tagged range a person can tap in a text view (iOS 17): UIKit's
/// `UITextItem`, handed to a text view's delegate on a tap (never, in a render).
open class UITextItem: NSObject {
    /// What kind of item it is.
    public enum ContentType: Int, Sendable {
        case link, textAttachment, tag
    }

    /// The item's kind.
    open var contentType: ContentType { link != nil ? .link : tagIdentifier != nil ? .tag : .textAttachment }
    /// The range of the text view's text the item covers.
    open private(set) var range: NSRange
    /// The link's URL, for a link.
    open private(set) var link: URL?
    /// The tag, for a tagged range.
    open private(set) var tagIdentifier: String?

    init(range: NSRange, link: URL? = nil, tagIdentifier: String? = nil) {
        self.range = range
        self.link = link
        self.tagIdentifier = tagIdentifier
    }
}
