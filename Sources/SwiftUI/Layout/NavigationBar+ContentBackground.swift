internal import SceneGraph

extension NavigationBar {
    /// The name of the trait a list sets on itself with its background (a SceneGraph view that
    /// fills the space and the safe area): a navigation container whose content is the list
    /// draws it behind its bar and title too, as iOS shows a list's grouped background under a
    /// large title. The trait does not pass through stacks: a list beside other views keeps
    /// its background to its own frame.
    static let contentBackgroundTrait = "navigationContentBackground"
    /// The name of the trait `.containerBackground(_:for: .navigation)` sets (a SceneGraph view
    /// that fills the space and the safe area): the container's background, under its content's.
    static let containerBackgroundTrait = "navigationContainerBackground"

    /// `navigation` (what `lower` made of `content`) over the background `content` asks for, over
    /// the container background it sets.
    static func withContentBackground(_ navigation: Lowered, of content: Lowered) -> Lowered {
        var navigation = navigation
        if let background = content.trait(contentBackgroundTrait, as: ViewNode.self) {
            navigation = navigation.modified(.background(background, alignment: .center))
        }
        if let background = content.trait(containerBackgroundTrait, as: ViewNode.self) {
            navigation = navigation.modified(.background(background, alignment: .center))
        }
        return navigation
    }
}
