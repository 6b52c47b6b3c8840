/// UIKit's spelling checker. A render has no dictionaries, so it finds no misspelled word and
/// offers no guesses.
open class UITextChecker: NSObject {
    public override init() { super.init() }

    /// The range of the first misspelled word: none (`NSNotFound`).
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange { NSRange(location: NSNotFound, length: 0) }

    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }
    open class var availableLanguages: [String] { ["en_US"] }
    open class func learnWord(_ word: String) {}
}
