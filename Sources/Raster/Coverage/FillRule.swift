/// Which points a path encloses.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}
