// Text modifiers SwiftUI has and Zoetrope cannot draw yet: declared so that a scene reads
// their names in the error rather than "has no member".

extension Text {
    @available(*, unavailable, message: "'Text' with an image is not supported by Zoetrope yet")
    public init(_ image: Image) { runs = [] }
}
