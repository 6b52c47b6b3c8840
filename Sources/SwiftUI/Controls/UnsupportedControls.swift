// Controls SwiftUI has and Zoetrope does not draw yet:
// declared with their usual initializers so that a scene reads the control's name in the error.

@available(*, unavailable, message: "'DisclosureGroup' is not supported by Zoetrope yet")
public struct DisclosureGroup<Label: View, Content: View>: View {
    public var body: Never { neverBody("DisclosureGroup") }
}
