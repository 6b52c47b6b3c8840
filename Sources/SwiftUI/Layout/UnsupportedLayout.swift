// Layout API SceneGraph has no value for yet, declared so that a scene using it reads its
// name in the error.

/// The edges along the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// The edges along the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
