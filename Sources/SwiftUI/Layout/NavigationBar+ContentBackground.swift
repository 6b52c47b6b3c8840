internal import SceneGraph

extension NavigationBar {
    /// The name of the trait a list sets on itself with its background (a SceneGraph view that
    /// fills the space and the safe area): a navigation container whose content is the list
    /// draws it behind its bar and title too, as iOS shows a list's grouped background under a
    /// large title. The trait does not pass through stacks: a list beside other views keeps
    /// its background to its own frame.
    static let contentBackgroundTrait = "navigationContentBackground"

    /// `navigation` (what `lower` made of `content`) over the background `content` asks for.
    static func withContentBackground(_ navigation: Lowered, of content: Lowered) -> Lowered {
        guard let background = content.trait(contentBackgroundTrait, as: ViewNode.self) else {
            return navigation
        }
        return navigation.modified(.background(background, alignment: .center))
    }
}
